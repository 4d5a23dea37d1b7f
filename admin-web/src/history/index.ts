import { EventList } from './EventList';
import { CorrelationShow, StreamShow } from './StreamShow';
import '../reward-claims/reward-claims.css';
import './history.css';

/** The auditors' event history: the log as a list, and a stream and a correlation trace as show pages. */
export const events = { list: EventList, options: { label: 'Event history' } };
export const streams = { show: StreamShow };
export const correlations = { show: CorrelationShow };
