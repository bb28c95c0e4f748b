// An application row's interviews and completion without their code in the dashboard's: it loads when a row that may have
// them (reviewed, accepted, completed) first shows; nothing shows meanwhile (most rows have neither).
import { deferredComponent } from '@/lib/deferred-component';
import type { ApplicationProgressProps } from './application-progress';

const progress = deferredComponent<ApplicationProgressProps>(() => import('./application-progress'));

/** The statuses in which an application may have interviews or a completion to show. */
export const hasProgress = (status: ApplicationProgressProps['status']) => status === 'reviewed' || status === 'accepted' || status === 'completed';

export const LazyApplicationProgress = progress.Component;
