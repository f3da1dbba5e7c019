// The family feed (/public): two people at once, each in their own
// browser context, see each other's posts, likes and comments without reloading.
import type { Page } from "@playwright/test";
import { expect, test, navigateInApp } from "./fixtures";

// The sample family has posts of its own: a post is found by its author and its words.
const postBy = (page: Page, name: string, text: string) => page.getByRole("article", { name: `Post by ${name}` }).filter({ hasText: text });

async function publish(page: Page, text: string) {
  await page.getByRole("textbox", { name: "Your post" }).fill(text);
  await page.getByRole("button", { name: "Post", exact: true }).click();
  await expect(page.getByRole("textbox", { name: "Your post" })).toHaveValue("");
}

test("post, like and comment across two people live; the author deletes the post", async ({ adminPage, memberPage, demo }) => {
  await navigateInApp(adminPage, "/public");
  await navigateInApp(memberPage, "/public");
  await expect(adminPage.getByRole("heading", { level: 1, name: "Social Space" })).toBeVisible();

  await publish(memberPage, "Picnic on Saturday!\nBring a blanket.");
  // The admin's feed shows it by itself, newest first, line break kept.
  const adminsView = postBy(adminPage, demo.member.name, "Picnic on Saturday");
  await expect(adminsView.getByTestId("post-text")).toHaveText("Picnic on Saturday!\nBring a blanket.");
  await expect(adminPage.getByTestId("post").first()).toContainText("Picnic on Saturday");

  // A like: pressed for the admin, counted for both; a second click takes it back.
  const like = adminsView.getByRole("button", { name: "Like" });
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  const membersView = postBy(memberPage, demo.member.name, "Picnic on Saturday");
  await expect(membersView.getByTestId("post-counts")).toContainText("1 like");

  // Comments: the member opens them, the admin writes one, the member sees it come in.
  await membersView.getByRole("button", { name: "Comment" }).click();
  await expect(membersView.getByText("No comments yet.")).toBeVisible();
  await adminsView.getByRole("button", { name: "Comment" }).click();
  await adminsView.getByRole("textbox", { name: "Write a comment" }).fill("Count us in");
  await adminsView.getByRole("textbox", { name: "Write a comment" }).press("Enter");
  await expect(membersView.getByTestId("comment")).toHaveCount(1);
  await expect(membersView.getByTestId("comment")).toContainText(demo.admin.name);
  await expect(membersView.getByTestId("comment")).toContainText("Count us in");
  await expect(membersView.getByTestId("post-counts")).toContainText("1 comment");
  // The member did not write it: no delete for them; the admin (its author) has one.
  await expect(membersView.getByRole("button", { name: /^Delete comment/ })).toHaveCount(0);
  await expect(adminsView.getByRole("button", { name: `Delete comment by ${demo.admin.name}` })).toBeVisible();

  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await expect(membersView.getByTestId("post-counts")).toContainText("0 likes");

  // The author deletes the post (after the question); it leaves the admin's screen too.
  await membersView.getByRole("button", { name: "Delete post" }).click();
  const dialog = memberPage.getByRole("alertdialog", { name: "Delete this post?" });
  await dialog.getByRole("button", { name: "Delete post" }).click();
  await expect(memberPage.getByText("Post deleted")).toBeVisible();
  await expect(postBy(adminPage, demo.member.name, "Picnic on Saturday")).toHaveCount(0);
});

test("a post containing markup shows as text, and only http(s) addresses are links", async ({ memberPage, demo }) => {
  let dialogs = 0;
  memberPage.on("dialog", (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  await navigateInApp(memberPage, "/public");
  const body = `<script>alert(1)</script> <b>bold</b> <img src=x onerror="alert(2)"> javascript:alert(3) https://example.org/photos`;
  await publish(memberPage, body);
  const post = postBy(memberPage, demo.member.name, "bold");
  await expect(post.getByTestId("post-text")).toHaveText(body);
  await expect(post.locator("script, b, img[src='x']")).toHaveCount(0);
  const links = post.getByTestId("post-text").getByRole("link");
  await expect(links).toHaveCount(1);
  await expect(links).toHaveAttribute("href", "https://example.org/photos");
  await expect(links).toHaveAttribute("rel", "noopener noreferrer nofollow");
  await expect(links).toHaveAttribute("target", "_blank");
  // After a reload too (the text comes from the server this time).
  await memberPage.reload();
  await expect(postBy(memberPage, demo.member.name, "bold").getByTestId("post-text")).toHaveText(body);
  expect(dialogs).toBe(0);
});

test("share copies a link that opens the post; once deleted, the link says so", async ({ adminPage, memberPage, demo }) => {
  await memberPage.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await navigateInApp(memberPage, "/public");
  await publish(memberPage, "Look at the garden");
  await publish(memberPage, "A later post");
  const post = postBy(memberPage, demo.member.name, "Look at the garden");
  await post.getByRole("button", { name: "Share" }).click();
  await expect(memberPage.getByText("Link copied")).toBeVisible();
  const link = await memberPage.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/public\?post=[^&]+$/);

  await adminPage.goto(link);
  const shared = adminPage.getByTestId("shared-post");
  await expect(shared.getByTestId("post-text")).toHaveText("Look at the garden");
  await expect(shared.getByText("Shared post")).toBeVisible();

  await post.getByRole("button", { name: "Delete post" }).click();
  await memberPage.getByRole("alertdialog").getByRole("button", { name: "Delete post" }).click();
  await expect(adminPage.getByTestId("shared-post-gone")).toContainText("This post has been deleted");
  await adminPage.getByRole("link", { name: "Show all posts" }).click();
  await expect(adminPage).toHaveURL(/\/public$/);
  await expect(adminPage.getByTestId("post").first()).toContainText("A later post");
  await expect(postBy(adminPage, demo.member.name, "Look at the garden")).toHaveCount(0);
});

test("without a clipboard, share shows the link to copy", async ({ memberPage }) => {
  await memberPage.addInitScript(() => Object.defineProperty(navigator, "clipboard", { value: undefined }));
  // A page load, so the page starts without a clipboard.
  await memberPage.goto("/public");
  await publish(memberPage, "No clipboard here");
  await memberPage.getByRole("button", { name: "Share" }).first().click();
  const field = memberPage.getByRole("textbox", { name: "Copy this link to share the post:" });
  await expect(field).toHaveValue(/\/public\?post=[^&]+$/);
  await expect(field).toBeFocused();
});

test("an unknown post link shows the friendly notice, not an error", async ({ memberPage }) => {
  await memberPage.goto("/public?post=not-a-post");
  await expect(memberPage.getByTestId("shared-post-gone")).toContainText("This post has been deleted");
  await expect(memberPage.getByRole("heading", { level: 1, name: "Social Space" })).toBeVisible();
});

test("an empty post is refused under the box", async ({ memberPage }) => {
  await navigateInApp(memberPage, "/public");
  await memberPage.getByRole("button", { name: "Post", exact: true }).click();
  const box = memberPage.getByRole("textbox", { name: "Your post" });
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expect(box).toHaveAccessibleDescription("Write something or add a photo before posting.");
});
