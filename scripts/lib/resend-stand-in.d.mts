export type ResendStandIn = {
  url: string;
  /** Every message accepted: its recipient, subject and arrival (performance.now()). */
  delivered: { to: string; subject: string; at: number }[];
  /** Every request: when it arrived, the status answered and the messages it carried (0 when refused). */
  requests: { at: number; status: number; messages: number }[];
  stats: { calls: number; batchCalls: number; replayedKeys: number; largestBatch: number; refused: number };
  reset(): void;
  duplicates(): number;
  stop(): Promise<void>;
};

export function startResendStandIn(options?: {
  latencyMs?: number;
  requestsPerSecond?: number | null;
  retryAfterSeconds?: number | null;
}): Promise<ResendStandIn>;
