import { CONTRACT_VERSION, type NewestPostModule } from '@site/shared/contract';
import { NewestPost as Newest } from './newest/newest-post';

export const contractVersion: NewestPostModule['contractVersion'] = CONTRACT_VERSION;
export const NewestPost: NewestPostModule['NewestPost'] = Newest;
