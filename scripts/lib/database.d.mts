export const EMBEDDED_DB_SETTINGS: { DATABASE_POOL_MAX: string; DATABASE_PREPARED_STATEMENTS: string };
export function spawnEmbeddedDb(options?: { memory?: boolean }): Promise<{ url: string; stop(): Promise<void> }>;
export function withDatabase<T>(fn: (url: string) => Promise<T>): Promise<T>;
export function createServerDatabase(serverUrl: string, prefix?: string): Promise<{ url: string; stop(): Promise<void> }>;
