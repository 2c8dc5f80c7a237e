import { createFileRoute } from '@tanstack/react-router';

import { LegalPage, legalHead } from '../../pages/content/legal-page.tsx';

export const Route = createFileRoute('/en/privacy')({
  head: ({ match }) => legalHead(match.context, 'en', 'privacy'),
  component: () => <LegalPage locale="en" kind="privacy" />,
});
