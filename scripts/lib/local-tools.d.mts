export const LOOPBACK_HOST: string;
export function serveHost(env: Record<string, string | undefined>): string;
export function localToolsLink(env: Record<string, string | undefined>): string | null;
