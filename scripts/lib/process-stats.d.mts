export function resetPeakRss(pid: number): Promise<void>;
export function peakRssMb(pid: number): Promise<number | null>;
export function loadAverage(): string;
export function cpuMs(pid: number): Promise<{ server: number | null; postgres: number }>;
export function measureOthersShare(): Promise<() => Promise<number | null>>;
