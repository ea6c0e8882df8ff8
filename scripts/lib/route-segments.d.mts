export function routeSegments(appDir: string): string[];
export function routeSegmentsModule(segments: readonly string[]): string;
