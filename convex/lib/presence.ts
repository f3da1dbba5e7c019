// Presence timing (DESIGN.md decision 5), shared by the server and the web app's heartbeat: each
// open tab sends a heartbeat this often while visible; a tab silent for the timeout is gone.
export const HEARTBEAT_INTERVAL_MS = 20_000;
export const PRESENCE_TIMEOUT_MS = 50_000;
