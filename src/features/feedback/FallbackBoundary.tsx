import { Component, type ReactNode } from "react";

/**
 * For a small part of a page that is not worth the error screen (a badge, the
 * bell's list): when its children fail to render (a refused or failed query),
 * `fallback` shows in their place and the rest of the page carries on.
 */
export class FallbackBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
