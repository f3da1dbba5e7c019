import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { loadChunk } from "../features/pwa/loadChunk";

// React's own constraint for what `lazy` renders.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * `React.lazy` for the component a chunk exports as `name`: fetched when first rendered, and
 * fetched again once back online when the network stopped it (loadChunk), rather than
 * failing the page for good.
 */
export function lazyComponent<M extends { [key in K]: AnyComponent }, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> {
  return lazy(() => loadChunk(load).then((module) => ({ default: module[name] })));
}
