import { hostname } from 'node:os';
import { logTail, rssMiB, startNodeService, type NodeService } from './stack';

// The projector processes of the soak. One runs at a time, as docker compose runs one; like compose's restart
// policy, one that exits without being told to is started again (and counted: the projector is not supposed to
// exit). For the two-process fault a second one is started beside it. Every process's life is recorded, so that
// the checkpoints' `held_by` can be checked against who was alive when.

export interface ProjectorLife {
  /** As the runner names itself in projection_checkpoints.held_by. */
  id: string;
  pid: number;
  name: string;
  startedAt: number;
  endedAt: number | null;
  /** How it ended: 'SIGKILL' (the fault), 'SIGTERM' (stopped), or 'exited' (on its own: a finding). */
  end: string | null;
}

export class ProjectorFleet {
  private primary: NodeService | null = null;
  private standby: NodeService | null = null;
  private counter = 0;
  private stopping = false;
  readonly lives: ProjectorLife[] = [];
  readonly unexpectedExits: { name: string; log: string }[] = [];

  constructor(
    private readonly env: Record<string, string>,
    private readonly logDir: string,
  ) {}

  /** The pid whose memory the report shows: the primary's. */
  get pid(): number | undefined {
    return this.primary?.alive() ? this.primary.pid : undefined;
  }

  rssMiB(): number | null {
    return rssMiB(this.pid);
  }

  running(): number {
    return [this.primary, this.standby].filter((service) => service?.alive()).length;
  }

  startPrimary(): NodeService {
    this.primary = this.launch();
    return this.primary;
  }

  /** A second process beside the first: with a lock per projector it should stand by and apply nothing. */
  startStandby(): NodeService {
    this.standby = this.launch();
    return this.standby;
  }

  async stopStandby(): Promise<void> {
    const standby = this.standby;
    this.standby = null;
    if (standby) await this.end(standby, 'SIGTERM');
  }

  /** The fault: SIGKILL, no chance to let go of anything. Answers the killed process. */
  async killPrimary(): Promise<NodeService | null> {
    const victim = this.primary;
    this.primary = null;
    if (victim) await this.end(victim, 'SIGKILL');
    return victim;
  }

  async stopAll(): Promise<void> {
    this.stopping = true;
    await Promise.all([this.primary, this.standby].map((service) => (service ? this.end(service, 'SIGTERM') : undefined)));
    this.primary = null;
    this.standby = null;
  }

  private launch(): NodeService {
    const name = `projector-${++this.counter}`;
    const service = startNodeService(name, 'projections/src/main.ts', this.env, this.logDir);
    const life: ProjectorLife = { id: `${hostname()}:${service.pid}`, pid: service.pid, name, startedAt: Date.now(), endedAt: null, end: null };
    this.lives.push(life);
    void service.exited.then(() => {
      life.endedAt = Date.now();
      life.end ??= 'exited';
      if (life.end !== 'exited' || this.stopping) return;
      this.unexpectedExits.push({ name, log: logTail(service) });
      // Restarted as a supervisor would, so that one crash does not silently stop the read models for the rest of the run.
      if (this.primary === service) this.primary = this.launch();
      if (this.standby === service) this.standby = null;
    });
    return service;
  }

  private async end(service: NodeService, signal: NodeJS.Signals): Promise<void> {
    const life = this.lives.find((candidate) => candidate.pid === service.pid);
    if (life && life.end === null) life.end = signal;
    await service.kill(signal);
  }
}
