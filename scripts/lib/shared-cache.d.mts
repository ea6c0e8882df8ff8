import type { IncomingMessage, ServerResponse } from "node:http";

export const SHARED_CACHE_GLOBAL: unique symbol;
export function cacheKey(request: Pick<IncomingMessage, "method" | "url" | "headers">): string | null;
export function sharedMaxAge(statusCode: number, headers: Record<string, unknown>, url?: string): number;
export function acceptEncodingKey(acceptEncoding: string): string;
export function acceptsBrotli(acceptEncoding: string | undefined): boolean;
export type SharedCache = {
  handle(request: IncomingMessage, response: ServerResponse): boolean;
  purge(): void;
  readonly size: number;
  readonly brotliCompressions: number;
};
export function createSharedCache(options?: { now?: () => number }): SharedCache;
