// Prints the tasks of turbo's latest run summary (.turbo/runs/*.json, written when
// TURBO_RUN_SUMMARY=true) with their seconds: .ci/run's lines under a step.
//   node .ci/turbo-tasks.mjs test          each workspace's `test` task, longest first
//   node .ci/turbo-tasks.mjs --by-task     one line per task name: from its first start to its last end
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const dir = ".turbo/runs";
const latest = readdirSync(dir)
  .filter((file) => file.endsWith(".json"))
  .map((file) => join(dir, file))
  .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
if (!latest) process.exit(0);
const summary = JSON.parse(readFileSync(latest, "utf8"));
// Tasks turbo ran (a cached one has no command run: its execution is absent or took no time).
const ran = summary.tasks.filter((task) => task.execution && task.cache?.status !== "HIT");
const line = (name, seconds, ok) =>
  console.log(`${name.padEnd(32)} ${String(seconds).padStart(8)}  ${ok ? "ok" : "failed"}`);

if (process.argv[2] === "--by-task") {
  const byName = new Map();
  for (const task of ran) {
    const name = task.package === "//" ? `${task.task} (root)` : task.task;
    const group = byName.get(name) ?? { start: Infinity, end: 0, ok: true, count: 0 };
    group.start = Math.min(group.start, task.execution.startTime);
    group.end = Math.max(group.end, task.execution.endTime);
    group.ok &&= task.execution.exitCode === 0;
    group.count += 1;
    byName.set(name, group);
  }
  const groups = [...byName].sort(([, a], [, b]) => b.end - b.start - (a.end - a.start));
  for (const [name, group] of groups) {
    const label = group.count > 1 ? `${name} (${group.count} workspaces)` : name;
    line(label, Math.round((group.end - group.start) / 1000), group.ok);
  }
} else {
  const wanted = process.argv[2] ?? "test";
  const tasks = ran
    .filter((task) => task.task === wanted)
    .map((task) => ({
      name: `${task.package}#${task.task}`,
      seconds: Math.round((task.execution.endTime - task.execution.startTime) / 1000),
      ok: task.execution.exitCode === 0,
    }))
    .sort((a, b) => b.seconds - a.seconds);
  for (const task of tasks) line(task.name, task.seconds, task.ok);
}
