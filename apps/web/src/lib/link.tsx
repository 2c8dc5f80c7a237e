import { useRouter } from '@tanstack/react-router';
import type { TLinkProps, TRenderLink } from '@tredjedel/ui';
import type { MouseEvent } from 'react';

const isInternal = (href: string) =>
  href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/api/');

/**
 * Internal links navigate on the client through the router (no full page load); modified clicks,
 * external links and links to other pages in the same document keep the browser's behaviour.
 */
function RouterAnchor({ href, onClick, ...rest }: TLinkProps) {
  const router = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    if (!isInternal(href) || rest.target) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}

export const renderRouterLink: TRenderLink = (props) => <RouterAnchor {...props} />;
