/** Moving between the app's pages without reloading. */
import type { ComponentChildren } from 'preact';
export function navigate(to: string): void {
  history.pushState(null, '', to);
  dispatchEvent(new PopStateEvent('popstate'));
}

/** A link handled by the app without reloading the page. */
export function Link(p: { href: string; children: ComponentChildren; class?: string; label?: string }) {
  return (
    <a
      href={p.href}
      class={p.class}
      aria-label={p.label}
      onClick={(e) => {
        if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navigate(p.href);
      }}
    >
      {p.children}
    </a>
  );
}
