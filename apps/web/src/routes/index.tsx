import { createFileRoute } from '@tanstack/react-router';

import { HomePage } from '../pages/home-page.tsx';

export const Route = createFileRoute('/')({
  head: () => ({ meta: [{ title: 'Tredjedel: bord i aften til en tredjedel af prisen' }] }),
  component: () => <HomePage locale="da" />,
});
