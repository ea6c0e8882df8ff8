export function startPgliteServer(options?: { dataDir?: string; port?: number; host?: string }): Promise<{
  port: number;
  url: string;
  stop(): Promise<void>;
}>;
