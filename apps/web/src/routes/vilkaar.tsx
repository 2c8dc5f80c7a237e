import { createFileRoute } from '@tanstack/react-router';

import { LegalPage, legalHead } from '../pages/content/legal-page.tsx';

export const Route = createFileRoute('/vilkaar')({
  head: ({ match }) => legalHead(match.context, 'da', 'terms'),
  component: () => <LegalPage locale="da" kind="terms" />,
});
