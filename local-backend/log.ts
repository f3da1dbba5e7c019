// Terminal output of the local backend: one line per function call, the way
// `npx convex dev` reports them, plus backend notices.

export interface FunctionLogger {
  /** `[mutation] tasks:approveTask ok 3ms` or `... failed 3ms: <message>`. */
  call(kind: string, udfPath: string, ms: number, error: string | null, note?: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export function createLogger(options: { functionCalls: boolean; notices: boolean }): FunctionLogger {
  return {
    call(kind, udfPath, ms, error, note) {
      if (!options.functionCalls) return;
      const suffix = note ? ` (${note})` : "";
      const time = `${Math.round(ms)}ms`;
      if (error === null) console.log(`[${kind}] ${udfPath} ok ${time}${suffix}`);
      else console.log(`[${kind}] ${udfPath} failed ${time}${suffix}: ${error.split("\n")[0]}`);
    },
    info(message) {
      if (options.notices) console.log(`[local-backend] ${message}`);
    },
    warn(message) {
      console.warn(`[local-backend] ${message}`);
    },
    error(message, error) {
      console.error(`[local-backend] ${message}`, ...(error === undefined ? [] : [error]));
    },
  };
}
