import { randomUUID } from 'node:crypto';
import { Server, ServerCredentials, type sendUnaryData, type ServerUnaryCall } from '@grpc/grpc-js';
import * as gossip from '@eventstore/db-client/generated/gossip_pb';
import { GossipService } from '@eventstore/db-client/generated/gossip_grpc_pb';
import * as features from '@eventstore/db-client/generated/serverfeatures_pb';
import { ServerFeaturesService } from '@eventstore/db-client/generated/serverfeatures_grpc_pb';
import type * as shared from '@eventstore/db-client/generated/shared_pb';
import { StreamsService } from '@eventstore/db-client/generated/streams_grpc_pb';
import { Faults } from './faults';
import { InMemoryLog } from './log';
import { serializeReadResp, streamsService, type Served } from './streams-service';
import { errors, uuid } from './wire';

/**
 * An EventStoreDB stand-in for tests: a gRPC server speaking the part of EventStoreDB 24.10's client protocol that
 * the event-store adapter uses (Streams: Read, Append, BatchAppend, Delete, Tombstone; ServerFeatures; Gossip),
 * on the service definitions @eventstore/db-client ships, over an in-memory log. Connect with `url`
 * (`esdb://127.0.0.1:<port>?tls=false`). docs/event-store.md says what it follows and where it cannot.
 */
export interface EventStoreDbTestServer {
  url: string;
  host: string;
  port: number;
  log: InMemoryLog;
  faults: Faults;
  /** Appends (each write of a BatchAppend call counts), reads and subscriptions this node has been asked for. */
  served: Served;
  /** The node goes away: reads and subscriptions in progress end with UNAVAILABLE, new calls find no one. */
  stop(): Promise<void>;
}

export interface EventStoreDbTestServerOptions {
  /** Share a log between servers, as nodes of one cluster share theirs. */
  log?: InMemoryLog;
  port?: number;
  /** When records are `created`. */
  clock?: () => Date;
  /** EventStoreDB's MaxAppendSize (1 MiB by default). */
  maxAppendSize?: number;
  /**
   * Advertise BatchAppend, as every server since 21.10 does: the client then appends through it. Without it the
   * client falls back to the older Append call.
   */
  batchAppend?: boolean;
}

const SERVER_VERSION = '24.10.0';
const HOST = '127.0.0.1';

export async function startEventStoreDbTestServer(options: EventStoreDbTestServerOptions = {}): Promise<EventStoreDbTestServer> {
  const log = options.log ?? new InMemoryLog({ clock: options.clock });
  const faults = new Faults();
  let port = options.port ?? 0;
  const server = new Server();
  const served: Served = { appends: 0, reads: 0, subscriptions: 0, fellBehind: 0 };
  const streams = streamsService({ log, faults, served, self: () => ({ host: HOST, port }), maxAppendSize: options.maxAppendSize ?? 1_048_576 });
  server.addService({ ...StreamsService, read: { ...StreamsService.read, responseSerialize: serializeReadResp } }, streams.implementation);
  server.addService(ServerFeaturesService, {
    getSupportedMethods(_call: ServerUnaryCall<shared.Empty, features.SupportedMethods>, callback: sendUnaryData<features.SupportedMethods>) {
      callback(null, supportedMethods(options.batchAppend ?? true));
    },
  });
  const instanceId = randomUUID();
  server.addService(GossipService, {
    read(_call: ServerUnaryCall<shared.Empty, gossip.ClusterInfo>, callback: sendUnaryData<gossip.ClusterInfo>) {
      const member = new gossip.MemberInfo()
        .setInstanceId(uuid(instanceId))
        .setTimeStamp((BigInt(Date.now()) * 10_000n).toString())
        .setState(gossip.MemberInfo.VNodeState.LEADER)
        .setIsAlive(true)
        .setHttpEndPoint(new gossip.EndPoint().setAddress(HOST).setPort(port));
      callback(null, new gossip.ClusterInfo().setMembersList([member]));
    },
  });
  let stopping: Promise<void> | undefined;
  port = await new Promise<number>((resolve, reject) =>
    server.bindAsync(`${HOST}:${port}`, ServerCredentials.createInsecure(), (error, bound) => (error ? reject(error) : resolve(bound))),
  );
  return {
    url: `esdb://${HOST}:${port}?tls=false`,
    host: HOST,
    port,
    log,
    faults,
    served,
    stop: () => {
      stopping ??= new Promise<void>((resolve) => {
        streams.endActiveReads(errors.unavailable());
        server.tryShutdown(() => resolve());
        // Calls a client keeps open (its BatchAppend stream) would hold a graceful shutdown for ever.
        setTimeout(() => server.forceShutdown(), 200).unref();
      });
      return stopping;
    },
  };
}

/** What 24.10 lists for the methods this server implements, in its lower-case form. */
function supportedMethods(batchAppend: boolean): features.SupportedMethods {
  const method = (service: string, name: string, featureList: string[] = []) =>
    new features.SupportedMethod().setServiceName(service).setMethodName(name).setFeaturesList(featureList);
  const streams = 'event_store.client.streams.streams';
  const methods = [
    method(streams, 'read', ['position', 'events']),
    method(streams, 'append'),
    method(streams, 'delete'),
    method(streams, 'tombstone'),
    ...(batchAppend ? [method(streams, 'batchappend', ['deadline_duration'])] : []),
    method('event_store.client.gossip.gossip', 'read'),
    method('event_store.client.server_features.serverfeatures', 'getsupportedmethods'),
  ];
  return new features.SupportedMethods().setEventStoreServerVersion(SERVER_VERSION).setMethodsList(methods);
}
