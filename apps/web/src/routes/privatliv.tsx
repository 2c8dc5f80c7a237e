import { createFileRoute } from '@tanstack/react-router';

import { LegalPage, legalHead } from '../pages/content/legal-page.tsx';

export const Route = createFileRoute('/privatliv')({
  head: ({ match }) => legalHead(match.context, 'da', 'privacy'),
  component: () => <LegalPage locale="da" kind="privacy" />,
});
