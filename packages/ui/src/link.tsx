import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from 'react';

export type TLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };
/** Renders an internal link; the app passes one that navigates on the client. */
export type TRenderLink = (props: TLinkProps) => ReactNode;

const renderPlainAnchor: TRenderLink = (props) => <a {...props} />;

const LinkContext = createContext<TRenderLink>(renderPlainAnchor);

/**
 * The app decides how internal links navigate (client-side with its router); the kit only knows
 * hrefs. Without a provider every link is a plain anchor.
 */
export const LinkProvider = LinkContext.Provider;

export function UiLink(props: TLinkProps) {
  const renderLink = useContext(LinkContext);
  return renderLink(props);
}
