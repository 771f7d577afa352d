// Prints each task of turbo's latest run summary (.turbo/runs/*.json, written when
// TURBO_RUN_SUMMARY=true) with its seconds, longest first: .ci/run's per-workspace lines.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const dir = ".turbo/runs";
const latest = readdirSync(dir)
  .filter((file) => file.endsWith(".json"))
  .map((file) => join(dir, file))
  .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
if (!latest) process.exit(0);
const summary = JSON.parse(readFileSync(latest, "utf8"));
const tasks = summary.tasks
  .filter((task) => task.execution && task.task === "test")
  .map((task) => ({
    name: `${task.package}#${task.task}`,
    seconds: Math.round((task.execution.endTime - task.execution.startTime) / 1000),
    ok: task.execution.exitCode === 0,
  }))
  .sort((a, b) => b.seconds - a.seconds);
for (const task of tasks) {
  console.log(`${task.name.padEnd(32)} ${String(task.seconds).padStart(8)}  ${task.ok ? "ok" : "failed"}`);
}
