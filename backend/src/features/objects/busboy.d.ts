/** The part of busboy 1.x (a dependency of multer, MIT) the upload route uses; the package ships no types. */
declare module 'busboy' {
  import type { IncomingHttpHeaders } from 'node:http';
  import type { Readable, Writable } from 'node:stream';

  interface BusboyConfig {
    headers: IncomingHttpHeaders;
    preservePath?: boolean;
    defParamCharset?: string;
    limits?: { fileSize?: number; files?: number; fields?: number; parts?: number; fieldSize?: number };
  }

  interface FileInfo {
    filename: string | undefined;
    encoding: string;
    mimeType: string;
  }

  interface Busboy extends Writable {
    on(
      event: 'file',
      listener: (name: string, stream: Readable & { truncated?: boolean }, info: FileInfo) => void,
    ): this;
    on(event: 'field', listener: (name: string, value: string) => void): this;
    on(event: 'close' | 'filesLimit' | 'partsLimit', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
  }

  function busboy(config: BusboyConfig): Busboy;
  export default busboy;
}
