import { CONTRACT_VERSION, type NewestPoemModule } from '@site/shared/contract';
import { NewestPoem as Newest } from './newest/newest-poem';

export const contractVersion: NewestPoemModule['contractVersion'] = CONTRACT_VERSION;
export const NewestPoem: NewestPoemModule['NewestPoem'] = Newest;
