import { createFileRoute } from '@tanstack/react-router';

import { LegalPage, legalHead } from '../pages/content/legal-page.tsx';

export const Route = createFileRoute('/cookies')({
  head: ({ match }) => legalHead(match.context, 'da', 'cookies'),
  component: () => <LegalPage locale="da" kind="cookies" />,
});
