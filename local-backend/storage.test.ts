// File storage: generateUploadUrl → POST bytes → storageId → getUrl → GET
// returns the same bytes with their Content-Type, also after a restart.
import { afterAll, beforeAll, expect, test } from "vitest";
import { anyApi } from "convex/server";
import { startFixtureBackend, waitForValue, type FixtureBackend } from "./test-support";

type StoredFile = { name: string; url: string | null; contentType: string | null };

let fixture: FixtureBackend;
beforeAll(async () => {
  fixture = await startFixtureBackend();
});
afterAll(async () => {
  await fixture.close();
});

async function fetchBytes(url: string) {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get("content-type"), bytes: new Uint8Array(await response.arrayBuffer()) };
}

test("an upload round-trips byte for byte with its content type", async () => {
  const client = fixture.client();
  const bytes = new Uint8Array(70_000).map((_, index) => (index * 31 + 7) % 256);
  const uploadUrl = (await client.mutation(anyApi.files.generateUploadUrl, {})) as string;
  expect(uploadUrl.startsWith(`${fixture.backend.siteUrl}/`)).toBe(true);

  const upload = await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": "image/png" }, body: bytes });
  expect(upload.status).toBe(200);
  const { storageId } = (await upload.json()) as { storageId: string };
  await client.mutation(anyApi.files.save, { storageId, name: "photo" });

  const [file] = await waitForValue<StoredFile[]>(client, anyApi.files.list, {}, (files) => files.length === 1);
  expect(file.contentType).toBe("image/png");
  const served = await fetchBytes(file.url!);
  expect(served.status).toBe(200);
  expect(served.type).toBe("image/png");
  expect(Buffer.from(served.bytes).equals(Buffer.from(bytes))).toBe(true);
});

test("an upload URL needs a valid token", async () => {
  const response = await fetch(`${fixture.backend.siteUrl}/api/storage/upload?token=forged.token.sig`, {
    method: "POST",
    body: "x",
  });
  expect(response.status).toBe(401);
});

test("stored files survive a restart", async () => {
  const client = fixture.client();
  const uploadUrl = (await client.mutation(anyApi.files.generateUploadUrl, {})) as string;
  const upload = await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": "text/plain" }, body: "kept" });
  const { storageId } = (await upload.json()) as { storageId: string };
  await client.mutation(anyApi.files.save, { storageId, name: "note" });
  await fixture.close({ keepData: true });

  fixture = await startFixtureBackend({ dataDir: fixture.dataDir });
  const files = await waitForValue<StoredFile[]>(fixture.client(), anyApi.files.list, {}, (list) => list.length === 2);
  const note = files.find((file) => file.name === "note")!;
  const served = await fetchBytes(note.url!);
  expect(served.type).toBe("text/plain");
  expect(Buffer.from(served.bytes).toString()).toBe("kept");
});
