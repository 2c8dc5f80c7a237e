import { createFileRoute } from '@tanstack/react-router';

import { HomePage } from '../../pages/home-page.tsx';

export const Route = createFileRoute('/en/')({
  head: () => ({ meta: [{ title: 'Tredjedel: a table tonight at a third off' }] }),
  component: () => <HomePage locale="en" />,
});
