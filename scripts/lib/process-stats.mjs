// What a server process costs while the bench drives it, read from Linux's /proc: the peak resident
// memory of a process and its descendants (`next start` may serve from a child), and the machine's
// load average to print beside every figure. Elsewhere the memory reads as unknown.
import { readdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";

/** The fields of a /proc/<pid>/stat line after the command name, which may hold spaces: [1] the
 * parent id, [11] and [12] user and system time, [13] and [14] those of reaped children (ticks). */
function statFields(stat) {
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

async function children(pid) {
  const found = [];
  for (const entry of await readdir("/proc").catch(() => [])) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    const parent = Number(statFields(stat)[1]);
    if (parent === pid) found.push(Number(entry));
  }
  return found;
}

async function tree(pid) {
  const all = [pid];
  for (let index = 0; index < all.length; index += 1) all.push(...(await children(all[index])));
  return all;
}

/** Starts a new peak: the kernel forgets each process's high-water mark (clear_refs 5). */
export async function resetPeakRss(pid) {
  for (const member of await tree(pid)) await writeFile(`/proc/${member}/clear_refs`, "5").catch(() => undefined);
}

/** The largest peak resident set (VmHWM) among the process and its descendants, in MB; null when unknown. */
export async function peakRssMb(pid) {
  let peak = null;
  for (const member of await tree(pid)) {
    const status = await readFile(`/proc/${member}/status`, "utf8").catch(() => "");
    const match = /VmHWM:\s+(\d+) kB/.exec(status);
    if (match) peak = Math.max(peak ?? 0, Number(match[1]) / 1024);
  }
  return peak;
}

/** The 1- and 5-minute load averages and the core count, as the bench prints them. */
export function loadAverage() {
  const [one, five] = os.loadavg();
  return `load ${one.toFixed(2)} / ${five.toFixed(2)} (1 / 5 min) on ${os.cpus().length} cores`;
}

/** Processor time (user + system, ms) used so far by a process and its descendants and by every
 * PostgreSQL process on this machine (`postgres` backends, when the server is local); null where
 * /proc cannot tell. Two readings around a run give what the run cost, whatever else ran beside it. */
export async function cpuMs(pid) {
  const ticksMs = 10; // USER_HZ is 100 on Linux.
  const timeOf = (stat) => {
    const fields = statFields(stat);
    return (Number(fields[11]) + Number(fields[12])) * ticksMs;
  };
  let server = null;
  for (const member of await tree(pid)) {
    const stat = await readFile(`/proc/${member}/stat`, "utf8").catch(() => "");
    if (stat) server = (server ?? 0) + timeOf(stat);
  }
  let postgres = 0;
  for (const entry of await readdir("/proc").catch(() => [])) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    if (stat.includes("(postgres)")) postgres += timeOf(stat);
  }
  return { server, postgres };
}

/** The machine's processor time so far, in clock ticks: busy (not idle, not waiting on the disk),
 * given by the hypervisor to other guests (steal), and all of it. */
async function machineTicks() {
  const line = (await readFile("/proc/stat", "utf8")).split("\n", 1)[0];
  const [user, nice, system, idle, iowait, irq, softirq, steal = 0] = line.trim().split(/\s+/).slice(1).map(Number);
  const busy = user + nice + system + irq + softirq;
  return { busy, steal, all: busy + idle + iowait + steal };
}

/** Processor time (clock ticks) of a process and its descendants, with the children they reaped. */
async function treeTicks(pid) {
  let total = 0;
  for (const member of await tree(pid)) {
    const stat = await readFile(`/proc/${member}/stat`, "utf8").catch(() => "");
    const fields = statFields(stat);
    if (stat) total += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return total;
}

/**
 * How much of the machine went to someone else while a measurement ran: starts measuring, and the
 * function returned gives the share (0-1) of all the machine's processor time since then spent by
 * processes outside this one's tree (this process and all it started: a server, its database, a
 * browser) or given to other guests of a virtual machine's host; null where /proc cannot tell.
 */
export async function measureOthersShare() {
  const start = await Promise.all([machineTicks(), treeTicks(process.pid)]).catch(() => null);
  return async () => {
    if (!start) return null;
    const [machine, own] = await Promise.all([machineTicks(), treeTicks(process.pid)]);
    const all = machine.all - start[0].all;
    if (all <= 0) return null;
    const others = machine.busy - start[0].busy - (own - start[1]) + (machine.steal - start[0].steal);
    return Math.min(1, Math.max(0, others / all));
  };
}
