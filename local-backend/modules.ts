// Loads a Convex functions directory (the project's `convex/`) into memory.
//
// A load bundles the directory's modules with esbuild, the bundler `npx convex
// deploy` uses, into one CommonJS script and runs it: once no engine uses them,
// every function and module of that load can be garbage collected (Node never
// frees an ES module, so importing the files afresh at each reload kept every
// version). Packages (node_modules) are not bundled: each is imported once with
// Node's ES module loader and shared by every load, as the backend's own
// imports are. Loading sources that have not changed since the last load (a
// restart, a reset, a reload without an edit) reuses that load.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import Module, { createRequire } from "node:module";
import path from "node:path";
import type * as Esbuild from "esbuild";
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

// The esbuild convex depends on, so the functions are bundled as Convex bundles them.
const esbuild = createRequire(createRequire(import.meta.url).resolve("convex/package.json"))("esbuild") as typeof Esbuild;

/** A bundle's `require()` of this prefix + a package gets that package's shared namespace. */
const PACKAGE_PREFIX = "local-backend-package:";
/**
 * Packages by specifier, imported once per process (ES modules cannot be
 * unloaded) and from this file, so from the repo's node_modules, where the
 * functions dir resolves them too.
 */
const packages = new Map<string, Promise<Record<string, unknown>>>();
/** The same once imported, for the bundle's synchronous require(). */
const loadedPackages = new Map<string, Record<string, unknown>>();
const RESOLVING = Symbol("resolving");

interface Load {
  /** The module files, sorted. */
  files: string[];
  /** Every project file the bundle read → a digest of its bytes. */
  inputs: Map<string, string>;
  /** The environment at load time: modules may read process.env as they load (auth.config.ts does). */
  env: string;
  functions: LoadedFunctions;
}

/** The last load of each functions dir, reused while its sources are unchanged. */
const lastLoads = new Map<string, Load>();
/** A load's script: its source map lives as long as it does (for stack traces in the functions' files). */
const scripts = new WeakMap<LoadedFunctions, Module>();
let loadCount = 0;

export async function loadFunctions(functionsDir: string): Promise<LoadedFunctions> {
  const absoluteDir = path.resolve(functionsDir);
  const files = listModuleFiles(absoluteDir);
  if (!files.some((file) => file.startsWith("_generated/"))) {
    throw new Error(`${absoluteDir} has no _generated/ directory (run \`npm run codegen\`)`);
  }
  const env = digest(JSON.stringify(Object.entries(process.env).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
  const last = lastLoads.get(absoluteDir);
  if (last !== undefined && last.env === env && sameSources(last, files)) return last.functions;

  loadCount += 1;
  const scriptFile = path.join(absoluteDir, `.local-backend-load-${loadCount}.cjs`);
  const { code, inputs } = await bundle(absoluteDir, files, scriptFile);
  const script = run(code, scriptFile);
  const exported = script.exports as Record<string, Record<string, unknown>>;
  const byModulePath = new Map<string, Record<string, unknown>>();
  const modulesForConvexTest: Record<string, () => Promise<unknown>> = {};
  files.forEach((file, index) => {
    const namespace = exported[`m${index}`];
    byModulePath.set(file.replace(SOURCE_FILE, ""), namespace);
    // convex-test finds the functions root by the "_generated" segment of these keys.
    modulesForConvexTest[`convex/${file}`] = async () => namespace;
  });
  const functions = describeModules(byModulePath, modulesForConvexTest);
  scripts.set(functions, script);
  // The previous load is now held only by the engines still using it.
  lastLoads.set(absoluteDir, { files, inputs, env, functions });
  return functions;
}

function describeModules(
  byModulePath: Map<string, Record<string, unknown>>,
  modulesForConvexTest: Record<string, () => Promise<unknown>>,
): LoadedFunctions {
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

function digest(content: string | Uint8Array): string {
  return createHash("sha256").update(content).digest("base64");
}

/** Whether the module files and every file the last bundle read are as they were. */
function sameSources(last: Load, files: string[]): boolean {
  if (files.length !== last.files.length || files.some((file, index) => file !== last.files[index])) return false;
  for (const [file, sum] of last.inputs) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch {
      return false;
    }
    if (digest(bytes) !== sum) return false;
  }
  return true;
}

/**
 * One CommonJS script exporting each module file's namespace as m<index>.
 * Imports of packages become `require(PACKAGE_PREFIX + specifier)`, through a
 * module re-exporting the shared namespace's exports (so a default import gets
 * the package's default export, as with Node's ES module loader).
 */
async function bundle(functionsDir: string, files: string[], outfile: string) {
  const inputs = new Map<string, string>();
  const sharedPackages: Esbuild.Plugin = {
    name: "local-backend-packages",
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${PACKAGE_PREFIX}`) }, (args) => ({ path: args.path, external: true }));
      // Bare specifiers: a package, a Node builtin, or a tsconfig path into the project.
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === RESOLVING) return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: RESOLVING,
        });
        const isProjectFile =
          resolved.errors.length === 0 && !resolved.external && !resolved.path.split(path.sep).includes("node_modules");
        return isProjectFile ? undefined : { path: args.path, namespace: "package" };
      });
      build.onLoad({ filter: /.*/, namespace: "package" }, async (args) => {
        const namespace = await importPackage(args.path);
        const names = Object.keys(namespace);
        const lines = [`const namespace = require(${JSON.stringify(PACKAGE_PREFIX + args.path)});`];
        names.forEach((name, index) => lines.push(`const e${index} = namespace[${JSON.stringify(name)}];`));
        lines.push(`export { ${names.map((name, index) => `e${index} as ${JSON.stringify(name)}`).join(", ")} };`);
        return { contents: lines.join("\n"), loader: "js" };
      });
      // The project's files: read here, so the digest is of exactly what was bundled.
      build.onLoad({ filter: /.*/, namespace: "file" }, (args) => {
        const bytes = readFileSync(args.path);
        inputs.set(args.path, digest(bytes));
        return { contents: bytes, loader: "default" };
      });
    },
  };
  const entry = files.map((file, index) => `export * as m${index} from ${JSON.stringify(path.join(functionsDir, file))};`);
  try {
    const result = await esbuild.build({
      stdin: { contents: entry.join("\n"), resolveDir: functionsDir, sourcefile: "local-backend-entry.js", loader: "js" },
      absWorkingDir: functionsDir,
      bundle: true,
      write: false,
      format: "cjs",
      platform: "node",
      target: "node20",
      outfile,
      sourcemap: "inline",
      sourcesContent: false,
      logLevel: "silent",
      plugins: [sharedPackages],
    });
    return { code: result.outputFiles[0].text, inputs };
  } catch (error) {
    throw bundleError(error, functionsDir);
  }
}

/** esbuild's failure as the places at fault ("/…/convex/x.ts:3:7: Unexpected …"), without esbuild's stack. */
function bundleError(error: unknown, functionsDir: string): unknown {
  const failure = error as Partial<Esbuild.BuildFailure>;
  if (!Array.isArray(failure.errors)) return error;
  const lines = failure.errors.map(({ text, location }) =>
    location ? `${path.resolve(functionsDir, location.file)}:${location.line}:${location.column + 1}: ${text}` : text,
  );
  const wrapped = new Error(`The functions could not be bundled:\n${lines.join("\n")}`);
  wrapped.stack = `${wrapped.name}: ${wrapped.message}`;
  return wrapped;
}

function importPackage(specifier: string): Promise<Record<string, unknown>> {
  let imported = packages.get(specifier);
  if (imported === undefined) {
    imported = (import(/* @vite-ignore */ specifier) as Promise<Record<string, unknown>>).then((namespace) => {
      loadedPackages.set(specifier, namespace);
      return namespace;
    });
    packages.set(specifier, imported);
    // A package that failed to import (not installed yet) is tried again at the next load.
    imported.catch(() => packages.delete(specifier));
  }
  return imported;
}

interface ScriptModule extends Module {
  paths: string[];
  _compile(code: string, filename: string): void;
}

/** Runs the bundle as a CommonJS module that is in no cache, so nothing but its users keeps it. */
function run(code: string, filename: string): ScriptModule {
  // Source maps turn the bundle's stack frames back into the functions' files and lines.
  if (!process.sourceMapsEnabled) process.setSourceMapsEnabled(true);
  const script = new Module(filename) as ScriptModule;
  script.filename = filename;
  script.paths = [];
  const fallback = createRequire(filename);
  // Module's require() calls this method: the bundle's packages are the shared ones.
  script.require = ((id: string) => {
    if (!id.startsWith(PACKAGE_PREFIX)) return fallback(id);
    const specifier = id.slice(PACKAGE_PREFIX.length);
    const namespace = loadedPackages.get(specifier);
    if (namespace === undefined) throw new Error(`${specifier} was not imported before the bundle ran`);
    return namespace;
  }) as NodeJS.Require;
  script._compile(code, filename);
  return script;
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
