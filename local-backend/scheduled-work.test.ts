// Every kind of scheduled work Convex runs, on a backend: scheduled actions that call
// ctx.runQuery / runMutation / runAction, mutations and actions that schedule actions,
// actions scheduling actions, and a failing scheduled action recorded as failed.
import { afterAll, beforeAll, expect, test } from "vitest";
import { anyApi } from "convex/server";
import { startFixtureBackend, waitForValue, type FixtureBackend } from "./test-support";

type Job = { name: string; state: { kind: string; error?: string } };

let fixture: FixtureBackend;
beforeAll(async () => {
  fixture = await startFixtureBackend();
});
afterAll(async () => {
  await fixture.close();
});

const hasLabel = (label: string) => (labels: string[]) => labels.includes(label);

test("a mutation schedules an action that reads, calls an action and writes", async () => {
  const client = fixture.client();
  await client.mutation(anyApi.scheduledWork.scheduleWork, { label: "from mutation" });
  await waitForValue(client, anyApi.scheduledWork.labels, {}, hasLabel("echo from mutation after 0"));
  const jobs = await waitForValue<Job[]>(client, anyApi.scheduledWork.jobs, {}, (list) =>
    list.some((job) => job.name === "scheduledWork:work" && job.state.kind === "success"),
  );
  expect(jobs.filter((job) => job.state.kind === "failed")).toEqual([]);
});

test("an action schedules an action, which schedules an action and a mutation", async () => {
  const client = fixture.client();
  await client.action(anyApi.scheduledWork.scheduleChainFromAction, { label: "from action" });
  await waitForValue(client, anyApi.scheduledWork.labels, {}, hasLabel("echo from action chained after 0"));
  await waitForValue(client, anyApi.scheduledWork.labels, {}, hasLabel("from action chained mutation"));
  const jobs = await waitForValue<Job[]>(client, anyApi.scheduledWork.jobs, {}, (list) =>
    ["scheduledWork:chain", "scheduledWork:work", "scheduledWork:record"].every((name) =>
      list.some((job) => job.name === name && job.state.kind === "success"),
    ),
  );
  expect(jobs.filter((job) => job.state.kind === "failed")).toEqual([]);
});

test("a failing scheduled action is recorded as failed with its error", async () => {
  const client = fixture.client();
  await client.mutation(anyApi.scheduledWork.scheduleFailing, {});
  const jobs = await waitForValue<Job[]>(client, anyApi.scheduledWork.jobs, {}, (list) =>
    list.some((job) => job.name === "scheduledWork:failing" && job.state.kind === "failed"),
  );
  expect(jobs.find((job) => job.name === "scheduledWork:failing")?.state.error).toMatch(/scheduled action boom/);
  await client.mutation(anyApi.scheduledWork.scheduleWork, { label: "still up" });
  await waitForValue(client, anyApi.scheduledWork.labels, {}, hasLabel("echo still up after 0"));
});
