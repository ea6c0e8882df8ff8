import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { measureOthersShare } from "./process-stats.mjs";

describe.runIf(existsSync("/proc/stat"))("the share of the machine spent elsewhere during a measurement", () => {
  it("counts a busy process that is not this one's descendant", async () => {
    const othersShare = await measureOthersShare();
    // The subshell exits at once, so the loop belongs to no process of this tree.
    spawn("sh", ["-c", "(timeout 2 sh -c 'while :; do :; done' &)"], { stdio: "ignore" });
    await sleep(1500);
    // One core kept busy elsewhere, of all the machine's, is counted (at least half of it, whatever else runs).
    expect(await othersShare()).toBeGreaterThan(0.5 / os.availableParallelism());
  });
});
