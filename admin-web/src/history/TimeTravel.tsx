import { useId, useState, type FormEvent } from 'react';
import { Button } from 'react-admin';
import { refusalOf } from '../reward-claims/claim-commands';
import { pointOf, stateDiff, type StateDiff } from './stream-queries';
import type { StreamEvent } from './types';

interface Side {
  revision: string;
  moment: string;
}

const show = (value: unknown) => (value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

function SidePicker({ legend, side, events, onChange }: { legend: string; side: Side; events: readonly StreamEvent[]; onChange: (side: Side) => void }) {
  // Labels point at their fields by id: a select inside its label would take its chosen option into its name.
  const id = useId();
  return (
    <fieldset className="time-travel__side">
      <legend>{legend}</legend>
      <label htmlFor={`${id}-revision`}>Revision</label>
      <select id={`${id}-revision`} value={side.revision} onChange={(event) => onChange({ revision: event.target.value, moment: '' })}>
        {events.map((event) => (
          <option key={event.revision} value={String(event.revision)}>
            #{event.revision} · {event.atUk} · {event.type}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-moment`}>or a moment (UK time)</label>
      <input id={`${id}-moment`} type="datetime-local" step={1} value={side.moment} onChange={(event) => onChange({ ...side, moment: event.target.value })} />
    </fieldset>
  );
}

/**
 * The aggregate as it was at two points, side by side, folded by the write side's own `evolve` on the server: the
 * fields that differ first, then both states whole.
 */
export function TimeTravel({ stream, events }: { stream: string; events: readonly StreamEvent[] }) {
  const newest = events[0]?.revision ?? 0;
  const [from, setFrom] = useState<Side>({ revision: String(Math.max(0, newest - 1)), moment: '' });
  const [to, setTo] = useState<Side>({ revision: String(newest), moment: '' });
  const [diff, setDiff] = useState<StateDiff | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const compare = async (event: FormEvent) => {
    event.preventDefault();
    try {
      setDiff(await stateDiff(stream, pointOf(from), pointOf(to)));
      setProblem(null);
    } catch (error) {
      const refusal = refusalOf(error);
      setDiff(null);
      setProblem(Object.values(refusal.errors)[0] ?? refusal.message);
    }
  };

  return (
    <section className="time-travel" aria-labelledby="time-travel-title">
      <h2 id="time-travel-title">Time travel</h2>
      <form onSubmit={compare} className="time-travel__form">
        <SidePicker legend="As it was at" side={from} events={events} onChange={setFrom} />
        <SidePicker legend="Compared with" side={to} events={events} onChange={setTo} />
        <Button type="submit" label="Compare" variant="contained" />
      </form>
      {problem && (
        <p role="alert" className="time-travel__problem">
          {problem}
        </p>
      )}
      {diff && (
        <>
          <table className="claim-history time-travel__changes">
            <caption>
              {diff.changes.length === 0 ? 'Nothing differs' : `${diff.changes.length} ${diff.changes.length === 1 ? 'field differs' : 'fields differ'}`}
            </caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">
                  Revision {diff.from.revision} ({diff.from.atUk})
                </th>
                <th scope="col">
                  Revision {diff.to.revision} ({diff.to.atUk})
                </th>
              </tr>
            </thead>
            <tbody>
              {diff.changes.map((change) => (
                <tr key={change.path} className={`time-travel__${change.change}`}>
                  <th scope="row">{change.path}</th>
                  <td>{show(change.before)}</td>
                  <td>{show(change.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="time-travel__states">
            {[diff.from, diff.to].map((state, index) => (
              <figure key={index}>
                <figcaption>
                  Revision {state.revision}, {state.atUk} ({state.events} {state.events === 1 ? "event" : "events"} folded)
                </figcaption>
                <pre className="history-data">{JSON.stringify(state.state, null, 2)}</pre>
              </figure>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
