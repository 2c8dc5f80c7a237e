import { createFileRoute } from '@tanstack/react-router';

import { LegalPage, legalHead } from '../../pages/content/legal-page.tsx';

export const Route = createFileRoute('/en/terms')({
  head: ({ match }) => legalHead(match.context, 'en', 'terms'),
  component: () => <LegalPage locale="en" kind="terms" />,
});
