import type { components as LgwComponents, operations as LgwOperations, paths as LgwPaths } from './generated/lgw.js';
import type { components as WpsComponents, operations as WpsOperations, paths as WpsPaths } from './generated/wps.js';

/** Every path of both documents: /wps/... (wps.yaml) and /lgw/... (lgw.yaml). */
export type Paths = WpsPaths & LgwPaths;
/** Every operation of both documents, by operationId. */
export type Operations = WpsOperations & LgwOperations;
/** Every named schema of both documents (lgw.yaml reuses wps.yaml's shared ones). */
export type Schemas = WpsComponents['schemas'] & LgwComponents['schemas'];
/** A named schema of the contract, e.g. `Schema<'Game'>`. */
export type Schema<Name extends keyof Schemas> = Schemas[Name];

export type HttpMethod = 'get' | 'put' | 'post' | 'delete';
/** Methods a path has. */
export type MethodOf<P extends keyof Paths> = {
  [M in HttpMethod]: Paths[P][M] extends { responses: unknown } ? M : never;
}[HttpMethod];
/** The JSON body of an operation's 200 response (`{ success: true, value }`). */
export type SuccessBody<P extends keyof Paths, M extends MethodOf<P>> = Paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;
/** The `value` of an operation's success body. */
export type SuccessValue<P extends keyof Paths, M extends MethodOf<P>> = SuccessBody<P, M> extends { value: infer Value } ? Value : never;

export type SystemStatus = Schema<'SystemStatus'>;
export type SiteSettings = Schema<'SiteSettings'>;
export type LanguageCode = Schema<'LanguageCode'>;
export type GameType = Schema<'GameType'>;
export type BaseGameType = Schema<'BaseGameType'>;
export type ClassificationCode = Schema<'ClassificationCode'>;
export type ResourceType = Schema<'ResourceType'>;
export type ModuleId = Schema<'ModuleId'>;
export type MemberType = Schema<'MemberType'>;
export type AnnouncementType = Schema<'AnnouncementType'>;
export type Session = Schema<'Session'>;
export type MemberInfo = Schema<'MemberInfo'>;
export type Game = Schema<'Game'>;
export type Vendor = Schema<'Vendor'>;
export type Promotion = Schema<'Promotion'>;
export type Announcement = Schema<'Announcement'>;
export type Winner = Schema<'Winner'>;
export type EncryptionKey = Schema<'EncryptionKey'>;
export type LoginPayload = Schema<'LoginPayload'>;
export type RegisterPayload = Schema<'RegisterPayload'>;
export type ResetByVerificationPayload = Schema<'ResetByVerificationPayload'>;
export type Lottery = Schema<'Lottery'>;
