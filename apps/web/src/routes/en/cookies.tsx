import { createFileRoute } from '@tanstack/react-router';

import { LegalPage, legalHead } from '../../pages/content/legal-page.tsx';

export const Route = createFileRoute('/en/cookies')({
  head: ({ match }) => legalHead(match.context, 'en', 'cookies'),
  component: () => <LegalPage locale="en" kind="cookies" />,
});
