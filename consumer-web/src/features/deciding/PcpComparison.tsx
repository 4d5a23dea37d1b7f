import { useAppSelector } from '../../app/hooks';
import { formatPounds } from '../../ui/format';
import { failureOf, selectErrorEntry } from '../error/error-slice';
import { CALCULATING_PERSONAL_PCP_PRICE } from './deciding-saga';
import './deciding.css';

/**
 * PCP or lease (docs/pcp.md): the PCP quote beside this lease, on the same term, mileage and upfront payment, with
 * what each costs in all and what you own at the end; and, wherever a PCP monthly figure shows, its representative
 * example (CONC 3.5.5R). No quote (a 404) shows no section.
 */
export function PcpComparison({ dealId }: { dealId: number }) {
  const pcp = useAppSelector((state) => (state.vehicle.pcp?.dealId === dealId ? state.vehicle.pcp.answer : null));
  const failure = failureOf(useAppSelector((state) => selectErrorEntry(state, CALCULATING_PERSONAL_PCP_PRICE)));
  if (failure) {
    return (
      <p className="pcp__error" role="alert">
        {failure.message}
      </p>
    );
  }
  if (!pcp) return null;
  const { quote, lease } = pcp;
  return (
    <section className="pcp" aria-labelledby="pcp-heading">
      <h2 id="pcp-heading">Lease or buy on PCP?</h2>
      {lease && <p className="pcp__words">{lease.inWords}</p>}
      <table className="pcp__table">
        <caption className="visually-hidden">This lease beside a PCP quote for the same car</caption>
        <thead>
          <tr>
            <th scope="col" />
            <th scope="col">Lease</th>
            <th scope="col">PCP</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Upfront</th>
            <td>{lease ? formatPounds(lease.upfront) : '–'}</td>
            <td>{formatPounds(quote.deposit)}</td>
          </tr>
          <tr>
            <th scope="row">Monthly</th>
            <td>{lease ? formatPounds(lease.monthly) : '–'}</td>
            <td>{formatPounds(quote.monthlyPayment)}</td>
          </tr>
          <tr>
            <th scope="row">In all, handing the car back</th>
            <td>{lease ? formatPounds(lease.totalCost) : '–'}</td>
            <td>{formatPounds(lease?.pcpIfHandedBack ?? quote.totalAmountPayable - quote.finalPayment)}</td>
          </tr>
          <tr>
            <th scope="row">In all, to own it</th>
            <td>You cannot: the car goes back</td>
            <td>{formatPounds(quote.totalAmountPayable)}</td>
          </tr>
        </tbody>
      </table>
      <p className="pcp__note">
        Lease prices include VAT here, as PCP is for people, not companies. The PCP quote assumes {quote.apr.toFixed(1)}% APR representative and a
        guaranteed future value of {formatPounds(pcp.futureValue.amount)} ({pcp.futureValue.percent}% of the cash price).
      </p>
      <RepresentativeExample lines={pcp.representativeExample} />
      <details className="pcp__how">
        <summary>How the future value was worked out</summary>
        <ul>
          {pcp.futureValue.factors.map((factor) => (
            <li key={factor}>{factor}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}

export function RepresentativeExample({ lines }: { lines: { label: string; value: string }[] }) {
  return (
    <div className="pcp__example">
      <h3>Representative example</h3>
      <dl>
        {lines.map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
