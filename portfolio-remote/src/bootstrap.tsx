import { renderStandalone } from '@site/shared/standalone';
import * as routesModule from './routes';

renderStandalone('portfolio_remote', routesModule);
