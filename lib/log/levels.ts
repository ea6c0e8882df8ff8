// The levels LOG_LEVEL may name, from the most to the least severe; `silent` logs nothing.
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
