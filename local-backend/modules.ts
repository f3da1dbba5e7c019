// Loads a Convex functions directory (the project's `convex/`) into memory.
//
// Every load imports the whole directory in a fresh tsx namespace, so a reload
// after an edit sees new code in every file, including files only imported by
// other files (a query-string cache buster would only refresh the entry file).
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { register } from "tsx/esm/api";
import type { CronJobSpec } from "./crons";

export type FunctionKind = "query" | "mutation" | "action" | "httpAction";

export interface FunctionInfo {
  kind: FunctionKind;
  isPublic: boolean;
}

export interface AuthProviderConfig {
  domain?: string;
  applicationID?: string;
  type?: string;
  issuer?: string;
  jwks?: string;
  algorithm?: string;
}

export interface LoadedFunctions {
  /** The map convexTest() takes: "convex/<relative path>" → module loader. */
  modulesForConvexTest: Record<string, () => Promise<unknown>>;
  schema: unknown;
  authProviders: AuthProviderConfig[];
  hasHttpRouter: boolean;
  /** The jobs `crons.ts` exports, by identifier (none without a crons.ts). */
  cronJobs: Record<string, CronJobSpec>;
  /** "messages:send" (or "messages" for a default export) → what it is. */
  describe(udfPath: string): FunctionInfo | null;
}

const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/**
 * Whether Convex would load this file (path relative to the functions dir):
 * the CLI's entry-point rules (one dot in the name, no dotfiles, no spaces;
 * so `*.test.ts`, `test.setup.ts` are skipped), plus `schema.ts`,
 * `auth.config.ts` and `_generated/*.js`, which convex-test needs.
 */
export function isConvexModule(relativePath: string): boolean {
  const base = relativePath.split("/").pop() ?? "";
  if (relativePath.startsWith("_generated/")) return base.endsWith(".js");
  if (!SOURCE_FILE.test(base) || base.startsWith(".") || base.startsWith("#") || relativePath.includes(" ")) {
    return false;
  }
  return (base.match(/\./g) ?? []).length === 1 || /^auth\.config\.[jt]s$/.test(relativePath);
}

/** Relative paths ("model/x.ts", "_generated/api.js") of the modules to load. */
export function listModuleFiles(functionsDir: string): string[] {
  const found: string[] = [];
  const walk = (relativeDir: string) => {
    for (const entry of readdirSync(path.join(functionsDir, relativeDir), { withFileTypes: true })) {
      const relative = relativeDir ? `${relativeDir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && !entry.name.startsWith(".")) walk(relative);
      } else if (isConvexModule(relative)) {
        found.push(relative);
      }
    }
  };
  walk("");
  return found.sort();
}

let loadCount = 0;

export async function loadFunctions(functionsDir: string): Promise<LoadedFunctions> {
  const absoluteDir = path.resolve(functionsDir);
  const files = listModuleFiles(absoluteDir);
  if (!files.some((file) => file.startsWith("_generated/"))) {
    throw new Error(`${absoluteDir} has no _generated/ directory (run \`npm run codegen\`)`);
  }
  loadCount += 1;
  const scoped = register({ namespace: `local-backend-${process.pid}-${loadCount}` });
  const parentURL = import.meta.url;
  const byModulePath = new Map<string, Record<string, unknown>>();
  const modulesForConvexTest: Record<string, () => Promise<unknown>> = {};
  for (const file of files) {
    const url = pathToFileURL(path.join(absoluteDir, file)).href;
    const namespace = esModuleExports((await scoped.import(url, parentURL)) as Record<string, unknown>);
    byModulePath.set(file.replace(SOURCE_FILE, ""), namespace);
    // convex-test finds the functions root by the "_generated" segment of these keys.
    modulesForConvexTest[`convex/${file}`] = async () => namespace;
  }

  const schema = byModulePath.get("schema")?.default;
  const authConfig = byModulePath.get("auth.config")?.default as
    | { providers?: AuthProviderConfig[] }
    | undefined;
  const httpRouter = byModulePath.get("http")?.default as { isRouter?: boolean } | undefined;

  return {
    modulesForConvexTest,
    schema,
    authProviders: authConfig?.providers ?? [],
    hasHttpRouter: httpRouter?.isRouter === true,
    cronJobs: cronJobsOf(byModulePath.get("crons")),
    describe(udfPath) {
      const { modulePath, exportName } = splitUdfPath(udfPath);
      const exported = byModulePath.get(modulePath)?.[exportName] as
        | Record<string, unknown>
        | undefined;
      if (typeof exported !== "object" && typeof exported !== "function") return null;
      if (exported === null) return null;
      const kind: FunctionKind | null = exported.isQuery
        ? "query"
        : exported.isMutation
          ? "mutation"
          : exported.isAction
            ? "action"
            : exported.isHttp
              ? "httpAction"
              : null;
      if (kind === null) return null;
      return { kind, isPublic: exported.isPublic === true };
    },
  };
}

/** The jobs of `crons.ts`'s default export, a convex/server `Crons`. */
function cronJobsOf(module: Record<string, unknown> | undefined): Record<string, CronJobSpec> {
  if (module === undefined) return {};
  const crons = module.default as { isCrons?: boolean; crons?: Record<string, CronJobSpec> } | undefined;
  if (crons?.isCrons !== true || typeof crons.crons !== "object") {
    throw new Error("crons.ts must `export default` the object cronJobs() returns");
  }
  return crons.crons;
}

/**
 * In a project without `"type": "module"`, tsx compiles modules to CommonJS
 * and `import()` wraps them: the real exports are `default`, marked __esModule.
 */
function esModuleExports(namespace: Record<string, unknown>): Record<string, unknown> {
  const wrapped = namespace.default as Record<string, unknown> | undefined;
  return typeof wrapped === "object" && wrapped !== null && wrapped.__esModule === true ? wrapped : namespace;
}

/** "model/x:fn" → { modulePath: "model/x", exportName: "fn" }; no ":" means default. */
export function splitUdfPath(udfPath: string): { modulePath: string; exportName: string } {
  const colon = udfPath.lastIndexOf(":");
  let modulePath = colon === -1 ? udfPath : udfPath.slice(0, colon);
  const exportName = colon === -1 ? "default" : udfPath.slice(colon + 1);
  if (modulePath.endsWith(".js")) modulePath = modulePath.slice(0, -3);
  return { modulePath, exportName };
}

/** The canonical "module:export" form clients and logs use. */
export function canonicalUdfPath(udfPath: string): string {
  const { modulePath, exportName } = splitUdfPath(udfPath);
  return `${modulePath}:${exportName}`;
}
