export const schemaPath: string;
export const migrationsDir: string;
export function applyMigrations(connectionString: string): Promise<string[]>;
export function createMigration(connectionString: string, name: string): Promise<string | null>;
