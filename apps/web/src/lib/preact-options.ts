import { options } from 'preact';

/**
 * React's `suppressHydrationWarning` (TanStack Router puts it on the head's tags) is an instruction
 * to React, never an attribute; preact-render-to-string would write it into the page. Dropped from
 * every element when it is made, on the server and in the browser (docs/decisions/0107).
 */
const previousVnode = options.vnode?.bind(options);
options.vnode = (vnode) => {
  const props = vnode.props as Record<string, unknown> | undefined;
  if (typeof vnode.type === 'string' && props && 'suppressHydrationWarning' in props)
    delete props.suppressHydrationWarning;
  previousVnode?.(vnode);
};
