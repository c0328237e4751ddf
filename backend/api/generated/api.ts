// generated — do not edit. Change backend/api/*.yaml and run `npx tsx hack/codegen.ts`.

export interface paths {
    "/api/v1/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How this console logs users in */
        get: operations["getLoginStrategy"];
        put?: never;
        /** Log in with an access key and secret key (STS AssumeRole) */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/login/operator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in to operator mode with a Kubernetes service-account token */
        post: operations["loginOperator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/login/oauth2/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start a single sign-on login (a browser navigation, the link of a provider's login button)
         * @description Binds a fresh `state`, `nonce` and PKCE verifier to this browser in a short-lived, HttpOnly, SameSite=Lax cookie (sealed with the session key) and redirects to the provider's authorisation address. When the provider cannot be reached it redirects to `/oauth_callback` with an `error`, which the page shows.
         */
        get: operations["startOauth2Login"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/login/oauth2/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish a single sign-on login with the identity provider's code */
        post: operations["loginOauth2Callback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current session and what it may see */
        get: operations["getSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the session (the client forgets it even when this fails) */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/has-permission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Which of these actions the session may perform */
        post: operations["checkPermissions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The buckets this session can see, with usage and access */
        get: operations["listBuckets"];
        put?: never;
        /** Create a bucket, with versioning, object locking, quota and retention in a distributed setup */
        post: operations["createBucket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        /** One bucket's access and what the session may do with it */
        get: operations["getBucketInfo"];
        put?: never;
        post?: never;
        /**
         * Delete an empty bucket
         * @description The bucket name is the path parameter (the spec's `name` payload); a non-empty bucket answers 409.
         */
        delete: operations["deleteBucket"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/set-policy": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        get?: never;
        /** Make a bucket private or public, or give it a custom bucket policy */
        put: operations["setBucketAccessPolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/retention": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        /**
         * The default object retention of a locked bucket
         * @description A bucket without a default retention answers `enabled` false (the client treats failures as "disabled").
         */
        get: operations["getBucketRetention"];
        /** Set the default object retention of a locked bucket */
        put: operations["setBucketRetention"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/encryption/enable": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Encrypt new objects by default (SSE-S3 or SSE-KMS) */
        post: operations["enableBucketEncryption"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/encryption/disable": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop encrypting new objects by default */
        post: operations["disableBucketEncryption"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/encryption/info": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        /**
         * The default encryption of a bucket
         * @description Without a configuration (MinIO's 'The server side encryption configuration was not found') it answers `encType` disabled, not an error.
         */
        get: operations["getBucketEncryption"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/versioning": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        /** Whether a bucket keeps object versions */
        get: operations["getBucketVersioning"];
        /** Turn versioning on, or suspend it (existing versions are kept) */
        put: operations["setBucketVersioning"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        /** The bucket's tags (MinIO Console v1.7.6's bucket tags on the summary) */
        get: operations["getBucketTags"];
        /**
         * Replace the bucket's tags (an empty map removes them all), or change them from the tags the page read
         * @description At most 50 tags; a key has 1 to 128 characters, a value at most 256 (S3's limits), refused with a 400 naming the tag. With `previous` (the tags the page showed), only what differs between `previous` and `tags` is applied to the bucket's current tags, so a tag another administrator added or removed meanwhile is kept as they left it; a tag both changed differently is a 409 `The bucket's tags changed since you opened them` and nothing is written. Changes of one bucket's tags go one after another. Needs `s3:PutBucketTagging`.
         */
        put: operations["setBucketTags"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/quota": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        /** The size quota of a bucket */
        get: operations["getBucketQuota"];
        /** Set or remove the size quota of a bucket */
        put: operations["setBucketQuota"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/object-locking": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        /** Whether a bucket was created with object locking */
        get: operations["getBucketObjectLocking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bucket-users/{bucket}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        /** Access Audit — the users whose policies reach this bucket */
        get: operations["listBucketUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bucket-policy/{bucket}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        /** Access Audit — the IAM policies that mention this bucket */
        get: operations["listBucketPolicies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/list-external-buckets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replication wizard step 1 — check remote credentials and list the remote buckets
         * @description Only http(s) targets; redirects are not followed. A target that does not answer or refuses the credentials answers 400. Needs `admin:SetBucketTarget` (403 otherwise, before any address is contacted, since the console calls it on the user's behalf) and a distributed setup (400 otherwise).
         */
        post: operations["listRemoteBuckets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bucket-names/{bucket}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        /**
         * Whether a bucket name is already taken (Create Bucket asks while the name is typed)
         * @description Bucket names are shared by every user of the server. `unknown` when MinIO will not say (the session may not look at that bucket); a name breaking the naming rules answers 400.
         */
        get: operations["getBucketNameState"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets-replication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replication wizard step 2 — replicate several buckets to a remote target
         * @description Per-bucket failures do not fail the call; they come back as `errorString` on their entry. Request-level problems (see MultiBucketReplicationRequest) answer 4xx before anything changes; like step 1 it needs `admin:SetBucketTarget` and a distributed setup.
         */
        post: operations["setMultiBucketReplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/events": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        /** The bucket's event notification subscriptions */
        get: operations["listBucketEvents"];
        put?: never;
        /** Subscribe a notification target (ARN) to events of this bucket */
        post: operations["createBucketEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/events/{arn}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
                /** @description The target's ARN, URL-encoded (it contains colons), e.g. `arn:minio:sqs::primary:webhook`. */
                arn: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one subscription (identified by ARN, events, prefix and suffix) */
        delete: operations["deleteBucketEvent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/arns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The notification target ARNs the server knows, for the subscribe form */
        get: operations["listArns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/replication": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        /** The bucket's replication rules */
        get: operations["listBucketReplicationRules"];
        put?: never;
        post?: never;
        /**
         * Remove every replication rule of the bucket (MinIO Console v1.7.6's "Remove All Rules")
         * @description The configuration goes, and the remote targets the rules pointed at with it. A bucket without rules is a 204 too. Refused on a single drive, like every replication change.
         */
        delete: operations["deleteAllBucketReplicationRules"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/replication-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove the chosen replication rules at once
         * @description One change of the configuration: either every named rule goes or, when one is unknown (404, naming it), none. Remote targets no remaining rule points at are removed. Refused on a single drive.
         */
        post: operations["deleteSelectedBucketReplicationRules"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/replication/{ruleId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
                ruleId: string;
            };
            cookie?: never;
        };
        /** One replication rule (MinIO Console v1.7.6's rule view); an unknown rule is a 404 */
        get: operations["getBucketReplicationRule"];
        /**
         * Edit one replication rule (priority, prefix, tags, status, what it replicates)
         * @description Not in the spec's call list; MinIO's consoles let a rule be opened and edited. The bucket's configuration is read, this one rule replaced (its destination and id kept) and the configuration put back, so the other rules stay as they are. MinIO checks the result: a priority another rule has is a 400 with MinIO's reason, and nothing changes. An unknown rule is a 404. Refused on a single drive, like every replication change.
         */
        put: operations["updateBucketReplicationRule"];
        post?: never;
        /** Remove one replication rule */
        delete: operations["deleteBucketReplicationRule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/lifecycle": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        /** The bucket's lifecycle (expiry and transition) rules */
        get: operations["listBucketLifecycleRules"];
        put?: never;
        /** Add an expiry or transition rule */
        post: operations["addBucketLifecycleRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/lifecycle/{ruleId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
                ruleId: string;
            };
            cookie?: never;
        };
        get?: never;
        /** Enable or disable a lifecycle rule and change its tag filter */
        put: operations["updateBucketLifecycleRule"];
        post?: never;
        /** Remove one lifecycle rule */
        delete: operations["deleteBucketLifecycleRule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/bucket/{bucket}/access-rules": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        /** Anonymous access rules per prefix */
        get: operations["listBucketAccessRules"];
        /** Add or change the anonymous access of one prefix */
        put: operations["setBucketAccessRule"];
        post?: never;
        /** Remove the anonymous access of one prefix */
        delete: operations["deleteBucketAccessRule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/objects": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        /**
         * The objects and folders directly under a prefix, or the versions of one object
         * @description One page of ListObjectsV2 (or ListObjectVersions with with_versions=true) with the delimiter `/`. The prefix need not end in `/`: `photos/2024` lists what starts with it, which is how the browser searches the server. Pass `next_continuation_token` back as `continuation_token` for the next page; it is absent on the last page.
         */
        get: operations["listObjects"];
        put?: never;
        post?: never;
        /**
         * Delete an object, everything under a prefix with recursive=true, or an object's versions
         * @description With `all_versions` every version and delete marker of the object goes; with `non_current_versions` all but the latest (MinIO Console v1.7.6's versions panel). `bypass` deletes versions under a governance retention too (needs `s3:BypassGovernanceRetention`; a compliance retention or a legal hold still keeps a version). Versions MinIO refused are named in the error (403 when the policy refused them all, 409 otherwise); the others are gone. The two version options exclude each other and `recursive`; `bypass` needs one of them (400).
         */
        delete: operations["deleteObject"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/objects/share": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        /** A presigned download link valid for up to 7 days, and never past the session's credentials */
        get: operations["shareObject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/max-share-exp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The longest share link this session may make (MinIO Console v1.7.6's `GET /buckets/max-share-exp`)
         * @description A share link is signed with the session's temporary credentials and stops working when they expire, so the longest link lasts until then, and never more than 7 days (S3's presigning limit). `shareObject` refuses a longer one with a 400.
         */
        get: operations["getMaxShareLinkExp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/buckets/{bucket}/objects": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        /**
         * Browse a public bucket without logging in (MinIO Console v1.7.6's anonymous access)
         * @description Needs no session: the console asks MinIO anonymously, so MinIO's bucket policy decides. A bucket whose policy does not let anyone list it is a 403, whatever the bucket holds. Read-only: only this listing and `downloadPublicObject` exist without a session.
         */
        get: operations["listPublicObjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/buckets/{bucket}/objects/download": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        /**
         * Download an object of a public bucket without logging in
         * @description Asked of MinIO anonymously, so only an object the bucket policy lets anyone read is served (403 otherwise). Always an attachment.
         */
        get: operations["downloadPublicObject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/objects/inspect": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        /**
         * The object's xl.meta from every drive, zipped and encrypted, for support (v1.7.6's object Inspect)
         * @description MinIO's admin inspect API (needs `admin:InspectData`) gathers the object's `xl.meta` of every drive (with the data inline for small objects), zips it and encrypts it with a fresh key. The key travels once, in the `X-Inspect-Key` header (64 hex digits); the body is the encrypted file to hand to support, which decrypts it with that key. An object that does not exist is a 404.
         */
        get: operations["inspectObject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/objects/download": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        /** Stream an object's content (or show it inline with preview=true) */
        get: operations["downloadObject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/objects/upload": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload one or more files under a prefix
         * @description A multipart form for small files; each file part becomes the object `<prefix><file name>` (the file name may carry a relative path, `dir/sub/file.txt`, kept after sanitising). The backend streams the parts to the server without buffering them and the validator does not parse the form. Large files go through the resumable upload operations under `/uploads`.
         */
        post: operations["uploadObjects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/delete-objects": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete the selected objects and prefixes */
        post: operations["deleteObjects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/objects/retention": {
        parameters: {
            query: {
                /** @description The object key, base64-encoded (see the API description). */
                prefix: components["parameters"]["ObjectKey"];
                /** @description An object version; absent means the latest version. */
                version_id?: components["parameters"]["VersionId"];
            };
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        get?: never;
        /** Retain an object version until a date */
        put: operations["setObjectRetention"];
        post?: never;
        /** Remove a governance retention (a compliance retention cannot be removed) */
        delete: operations["removeObjectRetention"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/objects/legalhold": {
        parameters: {
            query: {
                /** @description The object key, base64-encoded (see the API description). */
                prefix: components["parameters"]["ObjectKey"];
                /** @description An object version; absent means the latest version. */
                version_id?: components["parameters"]["VersionId"];
            };
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        get?: never;
        /** Place or lift a legal hold */
        put: operations["setObjectLegalHold"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/objects/tags": {
        parameters: {
            query: {
                /** @description The object key, base64-encoded (see the API description). */
                prefix: components["parameters"]["ObjectKey"];
                /** @description An object version; absent means the latest version. */
                version_id?: components["parameters"]["VersionId"];
            };
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        get?: never;
        /** Replace an object version's tags (send the remaining set to delete one), or change them from `previous` */
        put: operations["setObjectTags"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/objects/restore": {
        parameters: {
            query: {
                /** @description The object key, base64-encoded (see the API description). */
                prefix: components["parameters"]["ObjectKey"];
                /** @description The version to make current again. */
                version_id: string;
            };
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        get?: never;
        /** Make an older version the current one (by copying it) */
        put: operations["restoreObjectVersion"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/objects/download-zip": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stream several objects and folders as one ZIP
         * @description The selected keys and folders (recursively) of this bucket, streamed as a ZIP with bounded memory. Sent as a plain form post (the field `request` holds the JSON) so that the browser saves the stream itself; it changes nothing, so it is the one POST that needs no CSRF header (the session cookie is SameSite=Strict). An object that cannot be read is listed in a last entry `DOWNLOAD-ERRORS.txt`; a failure before the first byte answers an ApiError.
         */
        post: operations["downloadObjectsZip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/uploads": {
        parameters: {
            query: {
                /** @description The object key, base64-encoded (see the API description). */
                prefix: components["parameters"]["ObjectKey"];
            };
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a resumable upload of one large file (an S3 multipart upload)
         * @description The key is checked (no `..` segment, no leading `/`, no backslash or control or bidirectional-override characters, at most 1024 bytes) and the size against `CONSOLE_UPLOAD_MAX_BYTES`. The answer names the part size to use; parts are then sent with uploadPart, several in flight, and the file is finished with completeUpload or dropped with abortUpload (which leaves no parts behind).
         */
        post: operations["createUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/uploads/{uploadId}": {
        parameters: {
            query: {
                /** @description The object key, base64-encoded (see the API description). */
                prefix: components["parameters"]["ObjectKey"];
            };
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
                /** @description The id createUpload answered, as it is: opaque, and good only for the object it was started for (any other id is a 404). */
                uploadId: components["parameters"]["UploadId"];
            };
            cookie?: never;
        };
        /** The parts the server already holds, to resume an upload after a dropped connection */
        get: operations["listUploadParts"];
        put?: never;
        post?: never;
        /** Cancel an upload and drop every part already stored */
        delete: operations["abortUpload"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/uploads/{uploadId}/parts/{partNumber}": {
        parameters: {
            query: {
                /** @description The object key, base64-encoded (see the API description). */
                prefix: components["parameters"]["ObjectKey"];
            };
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
                /** @description The id createUpload answered, as it is: opaque, and good only for the object it was started for (any other id is a 404). */
                uploadId: components["parameters"]["UploadId"];
                partNumber: number;
            };
            cookie?: never;
        };
        get?: never;
        /** Store one part, streamed straight to the server (Content-Length required) */
        put: operations["uploadPart"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/uploads/{uploadId}/complete": {
        parameters: {
            query: {
                /** @description The object key, base64-encoded (see the API description). */
                prefix: components["parameters"]["ObjectKey"];
            };
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
                /** @description The id createUpload answered, as it is: opaque, and good only for the object it was started for (any other id is a 404). */
                uploadId: components["parameters"]["UploadId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Assemble the parts into the object */
        post: operations["completeUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/rewind/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
                /** @description The moment to look at, RFC 3339 (URL-encoded), e.g. `2024-05-01T12:00:00Z`. */
                date: string;
            };
            cookie?: never;
        };
        /** The objects under a prefix as they were at a past moment (versioned buckets) */
        get: operations["rewindObjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/objects/direct-download": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        /**
         * A short-lived URL that downloads (or previews) an object straight from MinIO
         * @description Direct transfers (`CONSOLE_MINIO_BROWSER_URL`; 409 when they are off for this console address). The console reads the object as the user first (403 and no URL without `s3:GetObject`), then signs a GET for MinIO's browser-facing host with the session's own credentials, so MinIO checks the user again. Content-Type and Content-Disposition (`attachment`, or `inline` for a safe type with `preview=true`) are set in the signature. Valid for at most five minutes and never beyond the session's credentials.
         */
        get: operations["presignDirectDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/objects/direct-upload": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A short-lived URL that uploads one small file straight to MinIO (a single PUT)
         * @description Direct transfers (409 when off). The key (`prefix`, the whole object name) is held to the console's naming rules and the size to `CONSOLE_UPLOAD_MAX_BYTES`; the user's policy must allow `s3:PutObject` on it (403), and MinIO checks it again when the browser sends the file. Large files use `createUpload`, then `presignDirectParts`, `completeUpload` (or `abortUpload`).
         */
        post: operations["presignDirectUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/buckets/{bucket}/uploads/{uploadId}/direct-parts": {
        parameters: {
            query: {
                /** @description The object key, base64-encoded (see the API description). */
                prefix: components["parameters"]["ObjectKey"];
            };
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
                /** @description The id createUpload answered, as it is: opaque, and good only for the object it was started for (any other id is a 404). */
                uploadId: components["parameters"]["UploadId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Short-lived URLs that send parts of a resumable upload straight to MinIO
         * @description Direct transfers (409 when off). For an upload `createUpload` started; each URL takes one part's bytes in a PUT, and MinIO's answer carries the part's `ETag` for `completeUpload`. Parts may also go through the console (`uploadPart`) for the same upload, which is how the browser falls back when MinIO cannot be reached.
         */
        post: operations["presignDirectParts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The IAM policies, by name */
        get: operations["listPolicies"];
        put?: never;
        /**
         * Create a policy, or replace an existing one's document (the JSON editor's Save)
         * @description The document is checked before MinIO sees it: text that is not JSON, or a document without `Version` or `Statement`, is a 400 `Invalid policy document` whose detail names the problem. What MinIO refuses beyond that (an unknown action, say) is a 400 with MinIO's message. With `ifUpdatedAt`, a policy changed or deleted since the editor loaded it is a 409 `This policy was changed since you opened it` and nothing is written. With `createOnly`, a policy of that name that exists is a 409 `Policy '{name}' already exists` and is not touched. Answers the document as MinIO keeps it, read back after the save, with its new `updatedAt`. A session that may create policies but not read them (admin:CreatePolicy without admin:GetPolicy) gets the 201 with `readable: false` and only the name: the policy is saved, MinIO just does not show it to that session.
         */
        post: operations["savePolicy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/policy": {
        parameters: {
            query: {
                /** @description Name of the user, group or policy. A query parameter because IAM names may contain `/`. */
                name: components["parameters"]["EntityName"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One policy with its document */
        get: operations["getPolicy"];
        put?: never;
        post?: never;
        /**
         * Delete a policy
         * @description A policy that does not exist is a 404 (MinIO itself would answer success). A policy still attached to users or groups is a 409 naming them (MinIO refuses to delete it).
         */
        delete: operations["deletePolicy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/policies/{policy}/users": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The policy name, URL-encoded. */
                policy: string;
            };
            cookie?: never;
        };
        /** The users the policy is attached to */
        get: operations["listPolicyUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/policies/{policy}/groups": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The policy name, URL-encoded. */
                policy: string;
            };
            cookie?: never;
        };
        /** The groups the policy is attached to */
        get: operations["listPolicyGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/policies-attach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach policies to many users and groups at once (MinIO Console v1.7.6's bulk policy)
         * @description Each user and group keeps the policies it has and gets the named ones too. Principals are changed one by one; the answer reports each (attached, already had them, or failed with MinIO's reason), so a partial failure names exactly who was left out. A policy that does not exist is refused for everyone first (404), and nothing changes.
         */
        post: operations["attachPoliciesBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/set-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace the policies attached to one user or group */
        put: operations["setPolicies"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The IAM users */
        get: operations["listUsers"];
        put?: never;
        /**
         * Create a user with groups and policies
         * @description Several steps, in this order, stopping at the first failure: create the user, add it to each group (one step per group), set its policies. A user that already exists is a 409 (creating it again would reset its password). When the creation itself fails, the answer is that failure. When a later step fails, the answer is an ApiError with that step's status whose `message` names the failed step and whose `detailedMessage` lists, in order, what was applied, what failed and why, and what was not attempted — the user exists then. A secret key shorter than 8 characters is a 400 `Passwords must be at least 8 characters long`.
         */
        post: operations["addUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user": {
        parameters: {
            query: {
                /** @description Name of the user, group or policy. A query parameter because IAM names may contain `/`. */
                name: components["parameters"]["EntityName"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One user with groups, policies and status */
        get: operations["getUser"];
        /**
         * Enable or disable a user and replace its groups (and policies)
         * @description Only what differs is changed, in this order, stopping at the first failure: the secret key (when `secretKey` is given; shorter than 8 characters is a 400 `Passwords must be at least 8 characters long`), enabling, each group to join, each group to leave, the policies (when `policies` is given), disabling — MinIO does not change the policies of a disabled user. A failure after the first change is reported like addUser's: the failed step, what was applied and what was not attempted.
         */
        put: operations["updateUser"];
        post?: never;
        /**
         * Delete a user (never the logged-in one)
         * @description The spec's `{id}` body is accepted but not needed; the user is the `name` parameter. Deleting the logged-in user is a 409; a user that does not exist (or no longer does) is a 404.
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users-groups-bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Add several users to several groups
         * @description One step per group (all the users join it at once; MinIO adds none when one of them does not exist), in the order given, stopping at the first failure, reported like addUser's. No group is a 400 `You need to select at least one group to assign`.
         */
        put: operations["addUsersToGroups"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/change-user-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set another user's secret key
         * @description Keeps the user's status. A user that does not exist is a 404 (never created here); the logged-in user is a 400 (their own password is changed with changeOwnPassword, which needs the current one); without `admin:CreateUser` MinIO refuses with a 403. A password shorter than 8 characters is a 400 `Passwords must be at least 8 characters long`.
         */
        post: operations["changeUserPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/{user}/service-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A user's access key, URL-encoded. */
                user: components["parameters"]["User"];
            };
            cookie?: never;
        };
        /** A user's service accounts */
        get: operations["listUserServiceAccounts"];
        put?: never;
        /**
         * Create a service account for a user, with generated credentials
         * @description Refused with a 400 when the user has no policy, of its own or through a group (a service account would have no rights; the spec disables the action). When the session may not read the user, MinIO decides alone (and refuses with a 403 without `admin:CreateServiceAccount`).
         */
        post: operations["createUserServiceAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/{user}/service-account-credentials": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A user's access key, URL-encoded. */
                user: components["parameters"]["User"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a service account for a user, with chosen credentials
         * @description The same rules as createUserServiceAccount.
         */
        post: operations["createUserServiceAccountWithCredentials"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/{user}/policy": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A user's access key, URL-encoded. */
                user: components["parameters"]["User"];
            };
            cookie?: never;
        };
        /**
         * What a user may do, through its own policies and its enabled groups' (shown when creating a key for it)
         * @description Needs the rights to read the user, its groups and their policies (`admin:GetUser`, `admin:GetGroup`, `admin:GetPolicy`); MinIO's 403 otherwise. An unknown user is a 404.
         */
        get: operations["getUserEffectivePolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/{user}/sessions/end": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A user's access key, URL-encoded. */
                user: components["parameters"]["User"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End every session of a user (console logins, and any other temporary credentials MinIO issued it)
         * @description MinIO's `revoke-tokens` with `fullRevoke`: every STS credential whose parent is the user stops working at once, so the user's console sessions end at their next request, on every replica. Service accounts are not affected. Needs `admin:RemoveServiceAccount` (MinIO's 403 otherwise); an unknown user is a 404; the logged-in user is a 400 (`endOwnSessions` logs out everywhere).
         */
        post: operations["endUserSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The IAM group names */
        get: operations["listGroups"];
        put?: never;
        /**
         * Create a group with members
         * @description A group that already exists is a 409 (adding members to it is updateGroup's job).
         */
        post: operations["addGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/group": {
        parameters: {
            query: {
                /** @description Name of the user, group or policy. A query parameter because IAM names may contain `/`. */
                name: components["parameters"]["EntityName"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One group with members, status and policy */
        get: operations["getGroup"];
        /**
         * Replace a group's members and enable or disable it
         * @description Only what differs is changed, in this order, stopping at the first failure: add the new members, remove the dropped ones, set the status. A failure after the first change is reported like addUser's (the failed step, what was applied and what was not attempted).
         */
        put: operations["updateGroup"];
        post?: never;
        /**
         * Delete a group (its members stay users)
         * @description MinIO refuses to delete a group that has members: that is a 409 naming them, unless `removeMembers=true` asks the console to take them out of the group first (two steps, reported like addUser's when the second fails). A group that does not exist is a 404.
         */
        delete: operations["deleteGroup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/service-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The session's own service accounts */
        get: operations["listServiceAccounts"];
        put?: never;
        /** Create a service account with generated credentials, optionally restricted by a policy */
        post: operations["createServiceAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/service-account-credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a service account with chosen credentials */
        post: operations["createServiceAccountWithCredentials"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/service-accounts/{accessKey}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accessKey: string;
            };
            cookie?: never;
        };
        /**
         * One service account in detail (name, description, expiry, status, its policy)
         * @description Any service account the session may read: its own without further rights, another user's with `admin:ListServiceAccounts`. An unknown access key is a 404.
         */
        get: operations["getServiceAccount"];
        /**
         * Change a service account's name, description, expiry, status or policy
         * @description Fields left out stay as they are. `policy` empty gives the service account all of its parent's rights again; left out, its own policy (if any) is kept. MinIO cannot remove a name or a description, only replace them, so an empty one is a 400. `expiration` null removes the expiry; a moment in the past is a 400 `The expiry must be in the future`. With `previous` (what the edit dialog opened with), only the user's changes are applied to what MinIO has now and a field someone else changed differently is a 409; changes of one service account go one after another. MinIO needs `admin:UpdateServiceAccount` for this, even for one's own service accounts (a 403 otherwise); an unknown access key is a 404.
         */
        put: operations["updateServiceAccount"];
        post?: never;
        /**
         * Delete a service account
         * @description An unknown access key is a 404; another user's service account needs `admin:RemoveServiceAccount`.
         */
        delete: operations["deleteServiceAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/sessions/end": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log out everywhere
         * @description Ends every session of the logged-in user, this one included: MinIO revokes every temporary credential issued to the user (`revoke-tokens` with `fullRevoke`, signed with this session's keys), and this session's cookie is cleared. Service accounts are not affected. Sessions of an external identity provider end the same way.
         */
        post: operations["endOwnSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/service-accounts-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete several service accounts at once
         * @description Each is deleted in turn; all are attempted. When any is refused the answer is that refusal's status, naming the access keys that remain (the others are gone).
         */
        post: operations["deleteServiceAccounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/account/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the logged-in user's secret key
         * @description Signed with the user's long-term keys (access key + `current_secret_key`), as MinIO requires for a change of one's own password. The session continues: its temporary credentials stay valid until they expire, and the next login needs the new password. A wrong current password is a 400 (`The current password is not correct`), counted like a failed login; a session of the root user or of an external identity provider is a 403, since those passwords are not kept in MinIO's user store. A new password shorter than 8 characters is a 400 `Passwords must be at least 8 characters long`.
         */
        post: operations["changeOwnPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The usage summary, and the metric widgets when Prometheus is configured */
        get: operations["getAdminInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/info/widgets/{widgetId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                widgetId: number;
            };
            cookie?: never;
        };
        /** One widget's series over a time range */
        get: operations["getDashboardWidget"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/configs/{configurationId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A configuration subsystem (`region`, `api`, `identity_openid`, `notify_webhook`…), optionally followed by `:<target>` for one named target of it (`notify_webhook:primary`). */
                configurationId: components["parameters"]["ConfigurationId"];
            };
            cookie?: never;
        };
        /** The current values of one configuration category */
        get: operations["getConfiguration"];
        /**
         * Save one configuration category, or one notification target
         * @description Empty values are left out by the client. The answer says whether the server must restart to apply them (the restart banner). With `previous` (what the form opened with), only the keys the user changed are written, and a key someone else changed differently meanwhile is a 409 naming it; saves of one subsystem through this console go one after another.
         */
        put: operations["setConfiguration"];
        post?: never;
        /**
         * Reset a category to its defaults, or delete one notification target (`notify_<service>:<account_id>`)
         * @description Not in the spec's call list (it says deleting a target is "not shown"); users need a way to do it.
         */
        delete: operations["resetConfiguration"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/service/restart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restart the object-storage server to apply saved configuration
         * @description While the server restarts a proxy in front of it may answer 502; the client counts that as restarted.
         */
        post: operations["restartService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/configuration/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The whole server configuration, in the `mc admin config export` format, secrets masked
         * @description Secrets are masked as in the settings forms. Importing the file into the same server keeps each masked secret as stored; a masked secret the server does not hold is refused on import.
         */
        get: operations["exportConfiguration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/configuration/import/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What importing a configuration file would change, without changing anything
         * @description A malformed file is a 400 naming its first bad line.
         */
        post: operations["previewConfigurationImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/configuration/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the whole server configuration with a file (`mc admin config import`); applies after a restart */
        post: operations["importConfiguration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logs/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search the stored audit log (needs the log-search feature) */
        get: operations["searchAuditLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logs/audit/ingest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * MinIO's audit_webhook posts its entries here (token, not the session)
         * @description The target of MinIO's `audit_webhook`. MinIO posts one JSON audit entry per line (one line, or up to `batch_size` lines per request). Served before the JSON parser, the CSRF check and the session: the only credential is the `Authorization` header, which MinIO sends verbatim from the target's `auth_token` (`Bearer <token>`; the bare token is accepted too). No cookie is read, so a cross-site request gains nothing. A batch is stored whole or not at all: a wrong token → 401, a malformed line → 400 naming it, a body over 16 MiB → 413, a full buffer while the store is unavailable → 503 (MinIO keeps and retries the batch).
         */
        post: operations["ingestAuditLog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logs/audit/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log store and whether MinIO's audit webhook sends to it */
        get: operations["getAuditLogStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/logs/audit/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets MinIO's audit_webhook target `objectconsole` to send to this console (with the user's consent)
         * @description Writes `audit_webhook:objectconsole enable=on endpoint=<ingest URL> auth_token="Bearer <token>"` with the user's credentials (needs `admin:ConfigUpdate`). Other audit_webhook targets are left as they are. MinIO applies audit targets live.
         */
        post: operations["configureAuditWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ws/console": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live server log (websocket)
         * @description Upgrades to a websocket (the rules of the live tools in tools.yaml). The server sends one JSON text frame per log entry (LiveLogEntry) until the client closes with code 1000; the client sends a text keep-alive every 10 s.
         */
        get: operations["streamServerLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ws/trace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live trace of the server's calls (websocket) */
        get: operations["streamTrace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ws/heal/{bucket}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        /** Heal a bucket (or a prefix of it) and follow the progress (websocket, distributed setups) */
        get: operations["streamHeal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ws/watch/{bucket}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        /** Watch a bucket's object events live (websocket) */
        get: operations["streamBucketEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ws/health-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Collect a diagnostics (health-info) report (websocket)
         * @description The server sends DiagnosticsMessage frames while collecting and closes normally (1000) when the report is complete; closing with 1011, 1008 or 1006 means it failed.
         */
        get: operations["streamDiagnostics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/notification_endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The configured notification targets with their status */
        get: operations["listNotificationEndpoints"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/idp/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: components["schemas"]["IdpType"];
            };
            cookie?: never;
        };
        /** The configurations of one identity-provider type the running server has loaded */
        get: operations["listIdpConfigurations"];
        put?: never;
        /**
         * Add a configuration (takes effect after a restart)
         * @description Addresses MinIO will connect to (`config_url`, `server_addr`) pass the outbound-address policy before MinIO is asked: a link-local or metadata address is a 400 and nothing is sent. MinIO then checks the configuration (it fetches the discovery document, binds to the directory); its refusal is a 400 with its reason, and nothing is stored. A name in use is a 409.
         */
        post: operations["addIdpConfiguration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/idp/{type}/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: components["schemas"]["IdpType"];
                name: components["schemas"]["IdpConfigName"];
            };
            cookie?: never;
        };
        /** One configuration's settings, secrets masked (404 when the running server has none by that name) */
        get: operations["getIdpConfiguration"];
        /**
         * Change a configuration (takes effect after a restart)
         * @description The settings sent replace the stored ones; a masked secret sent back unchanged keeps the stored secret. The same checks as addIdpConfiguration; a refused change leaves the stored configuration as it was.
         */
        put: operations["updateIdpConfiguration"];
        post?: never;
        /**
         * Remove a configuration (takes effect after a restart)
         * @description A configuration set by environment variables cannot be removed here (MinIO's 400 says so).
         */
        delete: operations["deleteIdpConfiguration"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/idp-connection-test/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: components["schemas"]["IdpType"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check that the console can reach a provider before saving it
         * @description OpenID: fetches `config_url` (after the outbound-address policy) and checks it is a discovery document with an issuer and an authorization endpoint. LDAP: opens a TCP connection to `server_addr` (the bind itself is checked by MinIO when the configuration is saved). A refused or failed connection is the outbound policy's neutral 400.
         */
        post: operations["testIdpConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ldap-entities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Which policies LDAP user and group DNs have, and which DNs policies are attached to
         * @description MinIO's `idp/ldap/policy-entities`; a server without LDAP answers 400 saying so.
         */
        post: operations["getLdapEntities"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ldap-entities/policies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach policies to, or detach them from, an LDAP user or group DN
         * @description MinIO checks the DN exists in the directory (and normalises it). Attaching only policies already attached (or detaching ones that are not) is a 400 saying so.
         */
        post: operations["changeLdapPolicies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/kms/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the server has a KMS, which, its default key and endpoints */
        get: operations["getKmsStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/kms/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The KMS's version */
        get: operations["getKmsVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/kms/apis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The KMS's API endpoints
         * @description MinIO's built-in static key offers no API list (`offered` false); KES does.
         */
        get: operations["listKmsApis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/kms/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Request counts and latency of the KMS */
        get: operations["getKmsMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/kms/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The KMS's master keys */
        get: operations["listKmsKeys"];
        put?: never;
        /**
         * Create a master key
         * @description A name in use is a 409; MinIO's built-in static key cannot create keys (409 saying so).
         */
        post: operations["createKmsKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/kms/keys/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: components["schemas"]["KmsKeyName"];
            };
            cookie?: never;
        };
        /** Whether a key works (a data key is encrypted and decrypted with it) */
        get: operations["getKmsKeyStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/tiers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The remote tiers lifecycle rules can transition objects to */
        get: operations["listTiers"];
        put?: never;
        /**
         * Add a tier
         * @description MinIO checks that it can reach and write the remote bucket before it keeps the tier. A taken name is a 409; a remote bucket that already holds objects is a 409 too (MinIO would mix them with tiered data); a remote that cannot be reached or refuses the keys is a 400 with MinIO's reason.
         */
        post: operations["addTier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/tiers/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: components["schemas"]["TierName"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an unused tier
         * @description Not in the spec's call list (it says deleting a tier is "not shown"); users need a way to do it. MinIO refuses (409) while the remote bucket holds objects transitioned to it; an unknown name is a 404.
         */
        delete: operations["removeTier"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/tiers/{name}/rules": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: components["schemas"]["TierName"];
            };
            cookie?: never;
        };
        /**
         * The lifecycle rules that move objects to a tier
         * @description What depends on a tier, for the removal question: every rule, in the buckets the session can read the lifecycle of, whose transition (current or non-current versions) names the tier. MinIO itself does not check these when it removes a tier; they fail afterwards.
         */
        get: operations["listTierRules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/tiers/{type}/{name}/credentials": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "s3" | "gcs" | "azure" | "minio";
                name: components["schemas"]["TierName"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a tier's credentials
         * @description MinIO tries the new keys against the remote first and refuses keys that do not work (400). An unknown tier, or one of another type than the path says, is a 404.
         */
        put: operations["updateTierCredentials"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tenants in every namespace the user may see */
        get: operations["listTenants"];
        put?: never;
        /** Create a tenant (the create-tenant wizard's Create) */
        post: operations["createTenant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/namespaces/{namespace}/tenants/{tenant}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                namespace: components["parameters"]["Namespace"];
                tenant: components["parameters"]["Tenant"];
            };
            cookie?: never;
        };
        /** One tenant in detail */
        get: operations["getTenant"];
        /** Change the server image (the update-version dialog) */
        put: operations["updateTenantImage"];
        post?: never;
        /** Delete a tenant */
        delete: operations["deleteTenant"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/namespaces/{namespace}/tenants/{tenant}/yaml": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                namespace: components["parameters"]["Namespace"];
                tenant: components["parameters"]["Tenant"];
            };
            cookie?: never;
        };
        /** The Tenant resource as YAML (Edit YAML) */
        get: operations["getTenantYaml"];
        /** Replace the Tenant resource's spec from YAML */
        put: operations["updateTenantYaml"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/namespaces/{namespace}/tenants/{tenant}/pools": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                namespace: components["parameters"]["Namespace"];
                tenant: components["parameters"]["Tenant"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Expand a tenant with a pool */
        post: operations["addTenantPool"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/namespaces/{namespace}/tenants/{tenant}/pools/{pool}/decommission": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                namespace: components["parameters"]["Namespace"];
                tenant: components["parameters"]["Tenant"];
                pool: components["schemas"]["KubernetesName"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a pool to be drained and removed
         * @description Records the request on the Tenant (annotation `object-console/decommission-pools`, a comma-separated list of pool names); the operator drains the pool and reports its progress in the tenant's `status.pools[].state` (`PoolDecommissioning`, then `PoolDecommissioned`), which the tenant detail shows as `pool_states`. The last pool of a tenant cannot be decommissioned (400); a pool already being decommissioned is a 409.
         */
        post: operations["decommissionTenantPool"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/namespaces/{namespace}/tenants/{tenant}/pods": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                namespace: components["parameters"]["Namespace"];
                tenant: components["parameters"]["Tenant"];
            };
            cookie?: never;
        };
        /** The tenant's pods */
        get: operations["listTenantPods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/namespaces/{namespace}/tenants/{tenant}/pods/{pod}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                namespace: components["parameters"]["Namespace"];
                tenant: components["parameters"]["Tenant"];
                pod: components["parameters"]["Pod"];
            };
            cookie?: never;
        };
        /** A pod's log */
        get: operations["getTenantPodLog"];
        put?: never;
        post?: never;
        /** Delete a pod (its controller recreates it) */
        delete: operations["deleteTenantPod"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/namespaces/{namespace}/tenants/{tenant}/pods/{pod}/events": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                namespace: components["parameters"]["Namespace"];
                tenant: components["parameters"]["Tenant"];
                pod: components["parameters"]["Pod"];
            };
            cookie?: never;
        };
        /** The Kubernetes events of a pod */
        get: operations["listTenantPodEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/namespaces/{namespace}/tenants/{tenant}/pvcs": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                namespace: components["parameters"]["Namespace"];
                tenant: components["parameters"]["Tenant"];
            };
            cookie?: never;
        };
        /** The tenant's persistent volume claims */
        get: operations["listTenantPvcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/namespaces/{namespace}/tenants/{tenant}/security": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                namespace: components["parameters"]["Namespace"];
                tenant: components["parameters"]["Tenant"];
            };
            cookie?: never;
        };
        /** The tenant's TLS certificates */
        get: operations["getTenantSecurity"];
        put?: never;
        /** Change the tenant's certificates (the tenant restarts) */
        post: operations["updateTenantSecurity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/proxy/{namespace}/{tenant}/": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                namespace: components["parameters"]["Namespace"];
                tenant: components["parameters"]["Tenant"];
            };
            cookie?: never;
        };
        /**
         * The tenant's own console, reverse-proxied (HTTP and websockets) for the management frame
         * @description Everything under this prefix is forwarded to the tenant's console with the user's credentials; the console app opened here uses the prefix as its base for every call.
         */
        get: operations["proxyTenantConsole"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/proxy/{namespace}/{tenant}/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                namespace: components["parameters"]["Namespace"];
                tenant: components["parameters"]["Tenant"];
            };
            cookie?: never;
        };
        /** The tenant console's metrics page, reverse-proxied for the Metrics tab */
        get: operations["proxyTenantMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/namespaces/{namespace}/tenants": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                namespace: components["parameters"]["Namespace"];
            };
            cookie?: never;
        };
        /** The tenants of one namespace (a namespace holds at most one) */
        get: operations["listNamespaceTenants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/namespace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a namespace */
        post: operations["createNamespace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/namespaces/{namespace}/resourcequotas/{resourceQuota}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                namespace: components["parameters"]["Namespace"];
                /** @description The wizard asks for `{namespace}-storagequota`. */
                resourceQuota: string;
            };
            cookie?: never;
        };
        /** A namespace's storage quota per storage class */
        get: operations["getResourceQuota"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cluster/max-allocatable-memory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The most memory each of n server pods can get on this cluster */
        get: operations["getMaxAllocatableMemory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/get-parity/{nodes}/{drivesPerServer}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                nodes: number;
                drivesPerServer: number;
            };
            cookie?: never;
        };
        /** The erasure-code parities possible for a pool shape */
        get: operations["getParityChoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/nodes/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The labels of the cluster's nodes, for the node selector */
        get: operations["listNodeLabels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/list-pvcs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The persistent volume claims of every tenant */
        get: operations["listClusterPvcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/direct-csi/drives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The locally attached drives (needs the direct-attached storage driver) */
        get: operations["listDrives"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/direct-csi/drives/format": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Format drives for use by tenants */
        post: operations["formatDrives"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscription/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The attached subscription, if any
         * @description The licence kept in MinIO's `subnet` configuration (read with the session's keys: it needs `admin:ConfigUpdate`), checked offline. Without a licence the status is `none` (not a 404: having none is a normal state); a licence that fails the check has status `invalid` or `expired`, never shown as registered.
         */
        get: operations["getSubscriptionInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscription/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Fetch the subscription again from the provider */
        post: operations["refreshSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscription/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activate with a licence key, or with the provider account's e-mail and password
         * @description A licence key is checked offline (signature, expiry) and then kept in MinIO's `subnet` configuration (`license`). E-mail and password go to the provider's service (`CONSOLE_SUBSCRIPTION_SERVICE_URL`), which answers with the account's licence key, checked and kept the same way. A key that fails the check, or refused credentials, are a 400; a service that cannot be reached is a 503 that says so.
         */
        post: operations["validateSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/subscription/namespaces/{namespace}/tenants/{tenant}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                namespace: components["parameters"]["Namespace"];
                tenant: components["parameters"]["Tenant"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach the subscription licence to a tenant */
        post: operations["activateTenantSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ServiceAccountList: {
            /** @description Each service account is listed by its access key. */
            serviceAccounts: string[];
            /** @description The same service accounts with what a list shows of each, sorted by access key; all from MinIO's one list call (no call per account). */
            accounts: components["schemas"]["ServiceAccountSummary"][];
        };
        ServiceAccountSummary: {
            accessKey: string;
            parentUser: string;
            /** @enum {string} */
            status: "enabled" | "disabled";
            /** @description True when it has no policy of its own and acts with all of its parent's rights. */
            impliedPolicy: boolean;
            name?: string;
            description?: string;
            /** @description When it stops working (RFC 3339); null when it never expires. */
            expiration: string | null;
        };
        /** @description An optional policy document (JSON text, with `Version` and `Statement`) that narrows the parent's rights ('Restrict with policy'); empty or absent for none. */
        ServiceAccountPolicy: string;
        /** @description An optional display name (empty for none); starts with a letter, then letters, digits, `_` or `-` (MinIO's rule). */
        ServiceAccountName: string;
        /** @description An optional description, at most 256 characters (MinIO's limit is 256 bytes). */
        ServiceAccountDescription: string;
        /**
         * Format: date-time
         * @description An optional moment (RFC 3339, in the future) after which the service account stops working; absent for never. A moment in the past is a 400 `The expiry must be in the future`; MinIO also wants it at least 15 minutes and at most 365 days ahead (400 `The expiry must be at least 15 minutes ahead`, `The expiry can be at most a year ahead`).
         */
        ServiceAccountExpiration: string;
        CreateServiceAccountRequest: {
            policy?: components["schemas"]["ServiceAccountPolicy"];
            name?: components["schemas"]["ServiceAccountName"];
            description?: components["schemas"]["ServiceAccountDescription"];
            expiration?: components["schemas"]["ServiceAccountExpiration"];
        };
        CreateServiceAccountWithCredentialsRequest: {
            policy?: components["schemas"]["ServiceAccountPolicy"];
            name?: components["schemas"]["ServiceAccountName"];
            description?: components["schemas"]["ServiceAccountDescription"];
            expiration?: components["schemas"]["ServiceAccountExpiration"];
            accessKey: string;
            /** Format: password */
            secretKey: string;
        };
        ServiceAccountInfo: {
            accessKey: string;
            /** @description The user whose rights the service account acts with. */
            parentUser: string;
            /** @enum {string} */
            status: "enabled" | "disabled";
            /** @description True when it has no policy of its own and acts with all of its parent's rights. */
            impliedPolicy: boolean;
            /** @description The effective policy document as JSON text (the parent's when implied). */
            policy: string;
            name?: string;
            description?: string;
            /** @description When it stops working (RFC 3339); null when it never expires. */
            expiration?: string | null;
        };
        UpdateServiceAccountRequest: {
            policy?: components["schemas"]["ServiceAccountPolicy"];
            /** @description A new display name (MinIO's rule as at creation); it cannot be removed, only replaced. */
            name?: string;
            /** @description A new description (at most 256 bytes); it cannot be removed, only replaced. */
            description?: string;
            /**
             * Format: date-time
             * @description A new expiry (RFC 3339, in the future, at most a year ahead, MinIO's limit); null for never.
             */
            expiration?: string | null;
            /** @enum {string} */
            status?: "enabled" | "disabled";
            /** @description The service account as the edit dialog showed it when it opened (`policy` empty when it had none of its own, `name` and `description` empty when unset, `expiration` null for never). Present: only the fields the user changed from these are applied to the service account as MinIO has it now, so a policy, name, status or expiry another administrator set meanwhile stays; a field both changed differently is a 409 (`The service account's policy changed since you opened it` for the policy, `The service account changed since you opened it` naming the field otherwise) and nothing is written. Absent: every field sent is written as before. */
            previous?: {
                policy?: components["schemas"]["ServiceAccountPolicy"];
                name?: components["schemas"]["ServiceAccountName"];
                description?: components["schemas"]["ServiceAccountDescription"];
                /** Format: date-time */
                expiration?: string | null;
                /** @enum {string} */
                status?: "enabled" | "disabled";
            };
        };
        DeleteServiceAccountsRequest: {
            accessKeys: string[];
        };
        UserEffectivePolicy: {
            /** @description The policies that apply, the user's own first, then those of its enabled groups; no repeats. */
            policyNames: string[];
            /** @description Their statements merged into one policy document (JSON text), what a service account of this user may do at most; a document without statements when no policy applies. */
            policy: string;
        };
        Credentials: {
            accessKey: string;
            secretKey: string;
        };
        ServiceAccountCredentials: components["schemas"]["Credentials"] & {
            /** @description Further credential pairs to show with these, when there are any. */
            console?: components["schemas"]["Credentials"][];
            /** @description The parent user comes from an external identity provider. */
            idp?: boolean;
        };
        ChangeOwnPasswordRequest: {
            /** Format: password */
            current_secret_key: string;
            /**
             * Format: password
             * @description At least 8 characters, checked by the handler so that the message is the spec's.
             */
            new_secret_key: string;
        };
        /** @enum {string} */
        EventType: "put" | "get" | "delete";
        BucketEvent: {
            id?: string;
            arn: string;
            events: components["schemas"]["EventType"][];
            prefix?: string;
            suffix?: string;
        };
        BucketEventList: {
            events: components["schemas"]["BucketEvent"][];
        };
        CreateBucketEventRequest: {
            configuration: {
                arn: string;
                events: components["schemas"]["EventType"][];
                prefix?: string;
                suffix?: string;
            };
            /** @description Keep going when an identical subscription exists. */
            ignoreExisting?: boolean;
        };
        DeleteBucketEventRequest: {
            events: components["schemas"]["EventType"][];
            prefix?: string;
            suffix?: string;
        };
        ArnList: {
            arns: string[];
        };
        ReplicationRule: {
            id: string;
            priority: number;
            destination: {
                /** @description The remote target ARN (`arn:minio:replication::<id>:<bucket>`); the table strips the prefix. */
                bucket: string;
            };
            prefix?: string;
            /** @description Tag filter as `key=value&key2=value2`; empty when none. */
            tags?: string;
            /** @enum {string} */
            status: "Enabled" | "Disabled";
            /** @enum {string} */
            syncMode?: "async" | "sync";
            delete_marker_replication?: boolean;
            deletes_replication?: boolean;
            metadata_replication?: boolean;
        };
        ReplicationRuleList: {
            rules: components["schemas"]["ReplicationRule"][];
        };
        UpdateReplicationRuleRequest: {
            priority: number;
            /** @description Empty or absent: the whole bucket. */
            prefix?: string;
            /** @description Tag filter as `key=value&key2=value2`; empty when none. */
            tags?: string;
            /** @enum {string} */
            status: "Enabled" | "Disabled";
            delete_marker_replication: boolean;
            deletes_replication: boolean;
            metadata_replication: boolean;
            /** @description The rule as the dialog showed it when it opened (same fields). Present: only the fields the user changed are applied to the rule as stored now, so a field another administrator changed meanwhile stays; a field both changed differently is a 409 `The replication rule changed since you opened it` and nothing is written. */
            previous?: {
                priority?: number;
                prefix?: string;
                tags?: string;
                /** @enum {string} */
                status?: "Enabled" | "Disabled";
                delete_marker_replication?: boolean;
                deletes_replication?: boolean;
                metadata_replication?: boolean;
            };
        };
        LifecycleTag: {
            key: string;
            value: string;
        };
        LifecycleRule: {
            id: string;
            prefix?: string;
            /** @enum {string} */
            status: "Enabled" | "Disabled";
            expiration?: {
                days?: number;
                /** Format: date-time */
                date?: string;
                delete_marker?: boolean;
                noncurrent_expiration_days?: number;
            };
            transition?: {
                days?: number;
                /** Format: date-time */
                date?: string;
                /** @description The tier objects move to. */
                storage_class?: string;
                noncurrent_transition_days?: number;
                noncurrent_storage_class?: string;
            };
            tags?: components["schemas"]["LifecycleTag"][];
        };
        LifecycleRuleList: {
            lifecycle: components["schemas"]["LifecycleRule"][];
        };
        /** @description Tags the rule applies to, as `key=value&key2=value2` (the tag editor's output); empty for none. */
        LifecycleTagFilter: string;
        /** @description An expiry rule sets `expiry_date` (sent with a time of 23:59:59Z) or `expiry_days`, or only `expired_object_delete_marker` and/or `noncurrentversion_expiration_days`; a transition rule sets `transition_date` or `transition_days`, and `storage_class` (a tier name). MinIO wants dates at midnight UTC, so a date keeps its UTC calendar day and is stored at 00:00:00Z. MinIO refuses `expired_object_delete_marker` together with days or a date; that answers 400. Checked with `api/shared/buckets/lifecycle-rules.ts`. */
        AddLifecycleRuleRequest: {
            /** @enum {string} */
            type: "expiry" | "transition";
            prefix?: string;
            tags?: components["schemas"]["LifecycleTagFilter"];
            expired_object_delete_marker?: boolean;
            /** Format: date-time */
            expiry_date?: string;
            expiry_days?: number;
            noncurrentversion_expiration_days?: number;
            /** Format: date-time */
            transition_date?: string;
            transition_days?: number;
            noncurrentversion_transition_days?: number;
            noncurrentversion_transition_storage_class?: string;
            storage_class?: string;
        };
        UpdateLifecycleRuleRequest: {
            /** @description true sets the rule's status to Disabled. */
            disable: boolean;
            tags?: components["schemas"]["LifecycleTagFilter"];
            /** @description The rule as the dialog showed it when it opened. Present: only what the user changed is applied to the rule as stored now (a status or tag filter another administrator set meanwhile stays); a field both changed differently is a 409 `The lifecycle rule changed since you opened it` and nothing is written. */
            previous?: {
                disable?: boolean;
                tags?: components["schemas"]["LifecycleTagFilter"];
            };
        };
        /** @enum {string} */
        AccessLevel: "readonly" | "writeonly" | "readwrite";
        AccessRule: {
            prefix: string;
            access: components["schemas"]["AccessLevel"];
        };
        AccessRuleList: {
            accessRules: components["schemas"]["AccessRule"][];
        };
        DeleteAccessRuleRequest: {
            prefix: string;
        };
        BucketTags: {
            /** @description The tags by key, S3's rules (checked by the handler, so that the message names the rule and the tag): at most 50; keys of 1 to 128 characters, not starting with `aws:`; values of at most 256; keys and values of letters A–Z and a–z, digits, spaces and `+ - = . _ : / @` only (MinIO refuses any other character). */
            tags: {
                [key: string]: string;
            };
        };
        SetBucketTagsRequest: {
            /** @description The tags as the user left them (S3's rules as in `BucketTags`). */
            tags: {
                [key: string]: string;
            };
            /** @description The tags the page read before the user's change. Present: only the difference from `previous` to `tags` is applied to the current tags (a conflicting change of the same tag is a 409). Absent: `tags` replaces them. */
            previous?: {
                [key: string]: string;
            };
        };
        DeleteReplicationRulesRequest: {
            rules: string[];
        };
        /** @description A new bucket's name, by the S3 naming rules: 3–63 lowercase letters, digits, dots and hyphens, starting and ending with a letter or digit, no `..`, no dot next to a hyphen, not an IP address, no `xn--` / `sthree-` prefix, no `-s3alias` / `--ol-s3` suffix. Checked by the handler with `api/shared/buckets/bucket-name.ts` (not by a pattern here) so that a refused name answers 400 with a message saying why. */
        BucketName: string;
        /** @description An existing bucket's name. Looser than BucketName because older servers accepted uppercase letters and underscores, and such buckets must stay reachable. */
        BucketNameRef: string;
        /**
         * @description The anonymous-access policy of a bucket; CUSTOM is any other bucket policy (shown, not set here).
         * @enum {string}
         */
        BucketAccess: "PRIVATE" | "PUBLIC" | "CUSTOM";
        RwAccess: {
            read: boolean;
            write: boolean;
        };
        Bucket: {
            name: string;
            /** Format: date-time */
            creation_date: string;
            /**
             * Format: int64
             * @description Bytes, as last reported by the usage scanner.
             */
            size: number;
            /**
             * Format: int64
             * @description Object count, as last reported by the scanner.
             */
            objects: number;
            rw_access: components["schemas"]["RwAccess"];
            /** @description The session may open the bucket's admin pages. */
            manage: boolean;
        };
        BucketList: {
            buckets: components["schemas"]["Bucket"][];
            /**
             * Format: date-time
             * @description When MinIO's scanner last computed the sizes and object counts. Absent when no scan has finished yet (the numbers are then zero) or the session may not read usage data (`admin:DataUsageInfo`).
             */
            usageLastUpdate?: string;
        };
        BucketNameState: {
            /**
             * @description `taken`: a bucket of that name exists; `unknown`: MinIO refused to say.
             * @enum {string}
             */
            state: "free" | "taken" | "unknown";
        };
        BucketInfo: {
            name: string;
            /** @description Absent when the session may not read the bucket policy (`s3:GetBucketPolicy`). */
            access?: components["schemas"]["BucketAccess"];
            /** @description The bucket policy (JSON text) when there is one and the session may read it. */
            definition?: string;
            manage: boolean;
            /** @description Permission strings (`s3:GetBucketPolicy`, `admin:GetBucketQuota`…) the session holds on this bucket. */
            allowedActions: string[];
            /** Format: date-time */
            creation_date?: string;
            /**
             * Format: int64
             * @description Reported usage in bytes.
             */
            size?: number;
            /** Format: int64 */
            objects?: number;
        };
        /**
         * @description `fifo` is listed by the spec but current MinIO servers no longer support it: setting it answers 400 saying so.
         * @enum {string}
         */
        QuotaType: "hard" | "fifo";
        /** @enum {string} */
        RetentionMode: "compliance" | "governance";
        /** @enum {string} */
        RetentionUnit: "days" | "years";
        CreateBucketRequest: {
            name: components["schemas"]["BucketName"];
            /** @default false */
            versioning: boolean;
            /**
             * @description Object locking; it can only be chosen at creation.
             * @default false
             */
            locking: boolean;
            /** @description Distributed setups only (as `distributedMode` of the session says; otherwise 400). */
            quota?: {
                enabled: boolean;
                quota_type: components["schemas"]["QuotaType"];
                /**
                 * Format: int64
                 * @description Bytes; at least 1 when enabled.
                 */
                amount: number;
            };
            /** @description A default retention; needs `versioning` (400 otherwise) and turns object locking on. Creation is all or nothing: when a step after creating the bucket fails, the bucket is removed and the error names the step. */
            retention?: components["schemas"]["BucketRetention"];
        };
        CreatedBucket: {
            name: string;
        };
        SetBucketAccessRequest: {
            /**
             * @description PRIVATE removes the bucket policy, PUBLIC sets read and write for anyone, CUSTOM sets `definition`.
             * @enum {string}
             */
            access: "PRIVATE" | "PUBLIC" | "CUSTOM";
            /** @description The bucket policy document (JSON text); required with CUSTOM. */
            definition?: string;
            /** @description The bucket policy the dialog showed when it opened (the bucket's `definition`, empty when it had none). When the policy stored now differs (another administrator changed the access policy or the Access Rules meanwhile), the change is a 409 `The bucket's access policy changed since you opened it` and nothing is written. Absent: the policy is replaced whatever it is now. */
            previous_definition?: string;
        };
        BucketRetention: {
            mode: components["schemas"]["RetentionMode"];
            unit: components["schemas"]["RetentionUnit"];
            validity: number;
        };
        /** @description The default retention; `enabled` false (not an error) when the bucket has no object lock configuration or no default rule (spec 01 §8: retention lookups are silent). */
        BucketRetentionState: {
            enabled: boolean;
            mode?: components["schemas"]["RetentionMode"];
            unit?: components["schemas"]["RetentionUnit"];
            validity?: number;
        };
        EnableBucketEncryptionRequest: {
            /** @enum {string} */
            encType: "sse-s3" | "sse-kms";
            /** @description The KMS key; required with sse-kms. */
            kmsKeyID?: string;
        };
        /** @description The default encryption; `encType` disabled (not an error) when the bucket has none — MinIO's "The server side encryption configuration was not found" (spec 01 §8). */
        BucketEncryption: {
            /** @enum {string} */
            encType: "disabled" | "sse-s3" | "sse-kms";
            /** @description `AES256` means SSE-S3; anything else (`aws:kms`) means SSE-KMS. */
            algorithm?: string;
            kmsMasterKeyID?: string;
        };
        BucketVersioning: {
            is_versioned: boolean;
            /**
             * @description MinIO's versioning state: `Unversioned` when it was never enabled, `Suspended` once turned off after that (existing versions stay). `is_versioned` is true only for `Enabled`.
             * @enum {string}
             */
            status: "Enabled" | "Suspended" | "Unversioned";
        };
        SetBucketVersioningRequest: {
            /** @description true enables, false suspends. */
            versioning: boolean;
        };
        BucketQuota: {
            type: components["schemas"]["QuotaType"];
            /**
             * Format: int64
             * @description Bytes.
             */
            quota: number;
            enabled?: boolean;
        };
        SetBucketQuotaRequest: {
            /** @description false removes the quota. */
            enabled: boolean;
            /**
             * Format: int64
             * @description Bytes; at least 1 when enabled.
             */
            amount?: number;
            quota_type?: components["schemas"]["QuotaType"];
        };
        BucketObjectLocking: {
            object_locking_enabled: boolean;
        };
        BucketUserList: {
            users: {
                accessKey: string;
                /** @description The policies through which the user reaches the bucket. */
                policy?: string[];
            }[];
        };
        BucketPolicyList: {
            policies: {
                name: string;
            }[];
        };
        RemoteCredentials: {
            accessKey: string;
            /** Format: password */
            secretKey: string;
            targetURL: string;
            region?: string;
        };
        ListRemoteBucketsRequest: {
            accessKey?: unknown;
            secretKey?: unknown;
            targetURL?: unknown;
            region?: unknown;
            useTLS?: unknown;
        } & (components["schemas"]["RemoteCredentials"] & {
            /** @description host:port, without a scheme; useTLS chooses https or http. */
            targetURL?: string;
            useTLS: boolean;
        });
        RemoteBucketList: {
            buckets: {
                name: string;
            }[];
        };
        /** @description Checked as a whole before anything is applied: a target that does not answer or refuses the credentials, a bandwidth MinIO refuses, or a rule that conflicts with an existing one (same priority, or same destination and filter) answer 4xx and nothing is changed. Then, per bucket: remote target, then rule; when the rule fails, the remote target added for it is removed again, and the entry's `errorString` says what was and was not applied. */
        MultiBucketReplicationRequest: {
            accessKey?: unknown;
            secretKey?: unknown;
            targetURL?: unknown;
            region?: unknown;
            bucketsRelation?: unknown;
            syncMode?: unknown;
            bandwidth?: unknown;
            priority?: unknown;
            healthCheckPeriod?: unknown;
            prefix?: unknown;
            tags?: unknown;
            replicateDeleteMarkers?: unknown;
            replicateDeletes?: unknown;
            replicateMetadata?: unknown;
        } & (components["schemas"]["RemoteCredentials"] & {
            /** @description The remote endpoint with its scheme. */
            targetURL?: string;
            bucketsRelation: {
                originBucket: components["schemas"]["BucketNameRef"];
                destinationBucket: components["schemas"]["BucketNameRef"];
            }[];
            /** @enum {string} */
            syncMode: "async" | "sync";
            /**
             * Format: int64
             * @description Bytes per second; async only, 0 = no limit. MinIO refuses limits under 100 MB/s (100000000), so they answer 400.
             */
            bandwidth?: number;
            /** @description The new rules' priority; one more than the highest existing rule's when absent. */
            priority?: number;
            /** @description Seconds. */
            healthCheckPeriod?: number;
            prefix?: string;
            /** @description Tag filter as `key=value&key2=value2`. */
            tags?: string;
            /** @default true */
            replicateDeleteMarkers: boolean;
            /** @default true */
            replicateDeletes: boolean;
            /** @default true */
            replicateMetadata: boolean;
        });
        MultiBucketReplicationResponse: {
            replicationState: {
                originBucket: string;
                targetBucket?: string;
                /** @description Present when replicating this bucket failed. */
                errorString?: string;
            }[];
        };
        /** @description The body of every failed call (spec 01 §8). The client shows `message`, and `detailedMessage` unless identical. */
        ApiError: {
            /** @description The HTTP status, repeated so that a proxied or logged body stands on its own. */
            code: number;
            /** @description Short, user-facing summary, e.g. `Invalid request`. */
            message: string;
            /** @description What exactly went wrong, e.g. the field a validation failed on; may be empty. */
            detailedMessage: string;
        };
        /**
         * Format: byte
         * @description An object key or prefix, base64-encoded (standard alphabet with padding) from its UTF-8 bytes. S3 keys are at most 1024 bytes, hence the length limit of the encoded form.
         */
        EncodedKey: string;
        /** @description A Kubernetes DNS label (RFC 1123), as namespaces and tenants are named. */
        KubernetesName: string;
        KeyValue: {
            key: string;
            value: string;
        };
        StringMap: {
            [key: string]: string;
        };
        /** @description The pod security context of a tenant, its log search, its database or its Prometheus; null (or absent) keeps the default (1000/1000/1000, 999 for the log-search database, non-root). */
        SecurityContext: {
            runAsUser: number;
            runAsGroup: number;
            fsGroup: number;
            runAsNonRoot?: boolean;
        } | null;
        AdminInfo: {
            /** @description Bucket count. */
            buckets: number;
            /**
             * Format: int64
             * @description Object count.
             */
            objects: number;
            /**
             * Format: int64
             * @description Bytes used.
             */
            usage: number;
            /**
             * Format: date-time
             * @description When the scanner last counted objects and usage; absent before its first cycle (the counts are then 0).
             */
            usageUpdated?: string;
            servers: components["schemas"]["ServerInfo"][];
            /** @description The metric widgets, without their series (each is read with getDashboardWidget): Prometheus's catalogue when it is configured, else the live charts of MinIO's realtime metrics. */
            widgets?: components["schemas"]["Widget"][];
            /**
             * @description `prometheus` when CONSOLE_PROMETHEUS_URL is set: the widgets come from it. `realtime` otherwise: the widgets are rates of MinIO's realtime admin metrics, sampled by the console (see `realtime`).
             * @enum {string}
             */
            metricsSource?: "prometheus" | "realtime";
            realtime?: components["schemas"]["RealtimeSampling"];
        };
        /** @description How the console samples MinIO's realtime metrics when no Prometheus is configured. */
        RealtimeSampling: {
            /** @description Seconds between samples. */
            intervalSeconds: number;
            /** @description How far back the console keeps samples. */
            windowSeconds: number;
            /**
             * Format: date-time
             * @description The first sample since the console started; absent until one was taken.
             */
            since?: string;
        };
        ServerInfo: {
            endpoint: string;
            /** @description `online`, `offline`, or another state shown grey. */
            state: string;
            /**
             * Format: int64
             * @description Seconds.
             */
            uptime?: number;
            version?: string;
            /** @description Peer endpoint to `online` (or another state). */
            network?: {
                [key: string]: string;
            };
            drives?: components["schemas"]["DriveInfo"][];
        };
        DriveInfo: {
            endpoint: string;
            /** @description The drive's directory on its server. */
            path?: string;
            /** @description `ok`, `offline`, or another state shown grey. */
            state: string;
            healing?: boolean;
            uuid?: string;
            /** Format: int64 */
            totalSpace?: number;
            /** Format: int64 */
            usedSpace?: number;
            /** Format: int64 */
            availableSpace?: number;
        };
        Widget: {
            id: number;
            title: string;
            /** @enum {string} */
            type: "stat" | "singlestat" | "gauge" | "graph" | "bargauge";
            /**
             * @description The dashboard tab the widget belongs to.
             * @enum {string}
             */
            group?: "usage" | "traffic" | "resources";
            /**
             * @description What the values measure, for axes and tooltips.
             * @enum {string}
             */
            unit?: "bytes" | "bytesPerSecond" | "percent" | "count" | "perSecond" | "seconds";
            options?: {
                reduceOptions?: {
                    calcs?: string[];
                };
            };
            targets?: components["schemas"]["WidgetTarget"][];
            unknownJob?: components["schemas"]["UnknownJob"];
        };
        /** @description On a widget with no series, when Prometheus has no series at all for the configured job: CONSOLE_PROMETHEUS_JOB_ID names no job it scrapes (a typo, or MinIO's scrape job is named otherwise), so every widget is empty. */
        UnknownJob: {
            /** @description The configured job (CONSOLE_PROMETHEUS_JOB_ID). */
            job: string;
            /** @description The jobs Prometheus scrapes now (the `job` of its `up` series), sorted; the first 20. */
            scrapedJobs: string[];
        };
        WidgetTarget: {
            legendFormat?: string;
            resultType?: string;
            result?: {
                metric?: components["schemas"]["StringMap"];
                /** @description Time-value pairs as Prometheus gives them, `[unixSeconds, "value"]`. */
                values?: (number | string)[][];
            }[];
        };
        /** @description No spaces or commas. */
        GroupName: string;
        /** @enum {string} */
        GroupStatus: "enabled" | "disabled";
        Group: {
            name: string;
            /** @description Access keys of the members. */
            members: string[];
            status: components["schemas"]["GroupStatus"];
            /** @description The attached policies as one comma-separated string (the UI splits it); empty when none. */
            policy: string;
        };
        GroupList: {
            groups: string[] | null;
        };
        AddGroupRequest: {
            group: components["schemas"]["GroupName"];
            members: string[];
        };
        UpdateGroupRequest: {
            /** @description Ignored if it differs from the name parameter (a group cannot be renamed). */
            group?: string;
            members: string[];
            status: components["schemas"]["GroupStatus"];
            /** @description The members and status the edit dialog showed when it opened. Present: only the members the user added or removed, and the status if they changed it, are applied to the group as MinIO has it now (a member someone else added meanwhile stays). Absent: `members` and `status` stand as sent. */
            previous?: {
                members?: string[];
                status?: components["schemas"]["GroupStatus"];
            };
        };
        /**
         * @description OpenID Connect (several named configurations) or LDAP (one, named `_`).
         * @enum {string}
         */
        IdpType: "openid" | "ldap";
        /** @description Letters, digits, `_` and `-`. `_` is the default configuration (the only one LDAP has). */
        IdpConfigName: string;
        /** @description The settings of one configuration, MinIO's `identity_openid` / `identity_ldap` keys. Only the keys of the configuration's type are accepted. A secret sent back exactly as the console showed it (masked) is left as it is; an empty value removes the setting. */
        IdpConfigValues: {
            config_url?: string;
            client_id?: string;
            client_secret?: string;
            claim_name?: string;
            claim_prefix?: string;
            /** @enum {string} */
            claim_userinfo?: "on" | "off" | "";
            scopes?: string;
            redirect_uri?: string;
            /** @enum {string} */
            redirect_uri_dynamic?: "on" | "off" | "";
            role_policy?: string;
            display_name?: string;
            vendor?: string;
            server_addr?: string;
            lookup_bind_dn?: string;
            lookup_bind_password?: string;
            user_dn_search_base_dn?: string;
            user_dn_search_filter?: string;
            group_search_base_dn?: string;
            group_search_filter?: string;
            /** @enum {string} */
            server_insecure?: "on" | "off" | "";
            /** @enum {string} */
            server_starttls?: "on" | "off" | "";
            /** @enum {string} */
            tls_skip_verify?: "on" | "off" | "";
        };
        IdpConfigurationSummary: {
            name: string;
            type: components["schemas"]["IdpType"];
            enabled: boolean;
        };
        IdpConfigurationList: {
            /** @description The configurations the running server has loaded (a saved change shows after the restart). */
            results: components["schemas"]["IdpConfigurationSummary"][];
        };
        IdpConfigurationEntry: {
            key: string;
            /** @description Secrets are masked. */
            value: string;
            /** @description Set in the stored configuration. */
            isCfg: boolean;
            /** @description Set by an environment variable (it wins over the stored value). */
            isEnv: boolean;
        };
        IdpConfiguration: {
            name: string;
            type: components["schemas"]["IdpType"];
            info: components["schemas"]["IdpConfigurationEntry"][];
        };
        AddIdpConfigurationRequest: {
            name: components["schemas"]["IdpConfigName"];
            values: components["schemas"]["IdpConfigValues"];
        };
        UpdateIdpConfigurationRequest: {
            values: components["schemas"]["IdpConfigValues"];
        };
        IdpChangeResult: {
            /** @description The change is saved but the server uses it only after a restart (always so for identity providers). */
            restart: boolean;
        };
        IdpConnectionTestRequest: {
            values: components["schemas"]["IdpConfigValues"];
        };
        IdpConnectionTestResult: {
            ok: boolean;
            /** @description What was reached (the issuer, the directory address). */
            message: string;
        };
        LdapDn: string;
        /** @description Every list is optional; with none, every mapping. */
        LdapEntitiesRequest: {
            users?: components["schemas"]["LdapDn"][];
            groups?: components["schemas"]["LdapDn"][];
            policies?: string[];
        };
        LdapEntities: {
            timestamp: string;
            users: {
                user: string;
                policies: string[];
            }[];
            groups: {
                group: string;
                policies: string[];
            }[];
            policies: {
                policy: string;
                users: string[];
                groups: string[];
            }[];
        };
        LdapPolicyChangeRequest: {
            /** @enum {string} */
            operation: "attach" | "detach";
            /** @enum {string} */
            entityType: "user" | "group";
            dn: components["schemas"]["LdapDn"];
            policies: string[];
        };
        LdapPolicyChangeResult: {
            policiesAttached: string[];
            policiesDetached: string[];
        };
        /** @description Letters, digits, `_` and `-` (what KES and MinIO's built-in KMS accept). */
        KmsKeyName: string;
        KmsStatus: {
            /** @description False when the server has no KMS (the other calls then answer 404). */
            configured: boolean;
            /** @description `MinIO builtin` for the static key of MINIO_KMS_SECRET_KEY, else the KMS. */
            name?: string;
            defaultKeyID?: string;
            endpoints: {
                url: string;
                status: string;
            }[];
        };
        KmsVersion: {
            version: string;
        };
        KmsApiList: {
            /** @description False when the server's KMS offers no API list (MinIO's built-in static key); `results` is empty. */
            offered: boolean;
            results: {
                method: string;
                path: string;
                /** Format: int64 */
                maxBody?: number;
                /**
                 * Format: int64
                 * @description Seconds.
                 */
                timeout?: number;
            }[];
        };
        KmsMetrics: {
            /** Format: int64 */
            requestOK: number;
            /** Format: int64 */
            requestErr: number;
            /** Format: int64 */
            requestFail: number;
            /** Format: int64 */
            requestActive?: number;
            /** Format: int64 */
            auditEvents?: number;
            /** Format: int64 */
            errorEvents?: number;
            /**
             * Format: int64
             * @description Seconds.
             */
            uptime?: number;
            cpus?: number;
            usableCPUs?: number;
            threads?: number;
            /** Format: int64 */
            heapAlloc?: number;
            /** Format: int64 */
            stackAlloc?: number;
            /** @description Requests answered within each bound (cumulative), by bound in milliseconds. */
            latencyHistogram: {
                /**
                 * Format: int64
                 * @description Milliseconds.
                 */
                duration: number;
                /** Format: int64 */
                total: number;
            }[];
        };
        KmsKeyList: {
            results: {
                name: string;
                createdAt?: string;
                createdBy?: string;
            }[];
        };
        CreateKmsKeyRequest: {
            key: components["schemas"]["KmsKeyName"];
        };
        KmsKeyStatus: {
            keyID: string;
            /** @description Empty when encrypting with the key works. */
            encryptionErr?: string;
            /** @description Empty when decrypting with the key works. */
            decryptionErr?: string;
        };
        AuditLogRecord: {
            /** Format: date-time */
            time: string;
            api_name?: string;
            bucket?: string;
            object?: string;
            remote_host?: string;
            /** @description Also the row id. */
            request_id: string;
            user_agent?: string;
            /** @example OK */
            response_status?: string;
            response_status_code?: number;
            /** Format: int64 */
            request_content_length?: number;
            /** Format: int64 */
            response_content_length?: number;
            /** Format: int64 */
            time_to_response_ns?: number;
            /** @description The whole entry MinIO's audit webhook sent (requestHeader, accessKey, tags, …), for the full view. */
            entry?: {
                [key: string]: unknown;
            };
        };
        AuditLogSearchResult: {
            results: components["schemas"]["AuditLogRecord"][];
        };
        AuditIngestResult: {
            /** @description Entries of the batch taken in. */
            accepted: number;
        };
        AuditLogStatus: {
            /**
             * @description Where the entries are kept.
             * @enum {string}
             */
            store: "embedded" | "postgres";
            /** @description Whether the store answers now. */
            available: boolean;
            /** @description The embedded store is still opening (it takes seconds); ask again. */
            starting: boolean;
            /** @description Why it does not, when it does not. */
            detail?: string;
            /** @description Entries waiting in memory to be written. */
            buffered: number;
            /** @description The most entries held in memory while the store is unavailable. */
            bufferLimit?: number;
            /** @description Entries refused (503) since start because the buffer was full. */
            refused: number;
            /** @description The URL MinIO is told to send to. */
            ingestUrl: string;
            /** @description How long entries are kept, e.g. `7d`. */
            retention?: string;
            /** @description The most entries kept; the oldest go first. */
            maxEntries?: number;
            webhook: {
                /** @description An enabled audit_webhook target sends to ingestUrl. */
                configured: boolean;
                /** @description The name of that target. */
                target?: string;
                /** @description False when the user may not read MinIO's configuration. */
                readable?: boolean;
            };
        };
        AuditWebhookChange: {
            /** @example audit_webhook */
            subSys: string;
            /** @example objectconsole */
            target: string;
            endpoint: string;
            /** @description MinIO applied it live (otherwise it needs a restart). */
            applied: boolean;
        };
        /** @description One server log entry, as the server's log stream gives it. */
        LiveLogEntry: {
            /** @description A plain log line; may contain colour codes the client strips. */
            ConsoleMsg?: string;
            /** @description e.g. `INFO`, `ERROR`. */
            level?: string;
            /** @description The server node that logged it. */
            node?: string;
            key?: string;
            /** @description The server's format, `HH:mm:s UTC MM/DD/YYYY`. */
            time?: string;
            deploymentid?: string;
            requestID?: string;
            remotehost?: string;
            host?: string;
            userAgent?: string;
            api?: {
                name?: string;
            };
            error?: {
                message?: string;
                source?: string[];
            };
        };
        /**
         * @description The target kind; its configuration category is `notify_<service>`.
         * @enum {string}
         */
        NotificationService: "webhook" | "amqp" | "kafka" | "mqtt" | "nats" | "nsq" | "mysql" | "postgres" | "elasticsearch" | "redis";
        NotificationEndpoint: {
            service: components["schemas"]["NotificationService"];
            /** @description The target's name; shown as `service:account_id`. */
            account_id: string;
            /** @description `Online` or `Offline` (shown red). */
            status: string;
        };
        NotificationEndpointList: {
            notification_endpoints: components["schemas"]["NotificationEndpoint"][] | null;
        };
        BucketObject: {
            /** @description The full key; a folder (common prefix) ends with `/` and has no size. */
            name: string;
            /** Format: date-time */
            last_modified?: string;
            /** Format: int64 */
            size?: number;
            content_type?: string;
            etag?: string;
            version_id?: string;
            is_latest?: boolean;
            is_delete_marker?: boolean;
            /** @enum {string} */
            legal_hold_status?: "ON" | "OFF";
            /** @enum {string} */
            retention_mode?: "GOVERNANCE" | "COMPLIANCE";
            /** Format: date-time */
            retention_until_date?: string;
            tags?: components["schemas"]["StringMap"];
            /** @description With with_metadata=true: the object's storage class as MinIO reports it; the tier's name once a lifecycle rule moved the object to a remote tier, `STANDARD` otherwise. */
            storage_class?: string;
            /** @description The object's metadata (system and `x-amz-meta-*`), with with_metadata=true. */
            user_metadata?: components["schemas"]["StringMap"];
            /** @description Rewind only — the object was deleted at that moment. */
            delete_flag?: boolean;
        };
        ObjectList: {
            objects: components["schemas"]["BucketObject"][];
            /** @description Present when more entries follow; send it back as `continuation_token`. */
            next_continuation_token?: string;
        };
        MaxShareLinkExp: {
            /** @description Seconds from now a share link may last at most (the v1.7.6 field). */
            exp: number;
            /**
             * Format: date-time
             * @description When the session's temporary credentials expire; no link works past it.
             */
            expires_at: string;
        };
        ShareLink: {
            /** @description A presigned URL on the object-storage endpoint. */
            url: string;
            /**
             * Format: date-time
             * @description When the link stops working: the requested duration, or earlier when the session's temporary credentials (which sign the link) expire first; logging out ends the link too.
             */
            expires_at?: string;
        };
        DeleteObjectsRequest: {
            /** @description The plain (not encoded) key or prefix. */
            path: string;
            versionID?: string;
            /** @default false */
            recursive: boolean;
        }[];
        ObjectRetentionRequest: {
            /** @enum {string} */
            mode: "governance" | "compliance";
            /**
             * Format: date-time
             * @description Retain until this moment.
             */
            expires: string;
            /** @description Shorten a governance retention (needs s3:BypassGovernanceRetention). */
            governance_bypass?: boolean;
        };
        ObjectLegalHoldRequest: {
            /** @enum {string} */
            status: "enabled" | "disabled";
        };
        ObjectTagsRequest: {
            /** @description S3's rules (checked by the handler, so that the message names the rule and the tag): at most 10 tags; keys of 1 to 128 characters, not starting with `aws:`; values of at most 256; keys and values of letters A–Z and a–z, digits, spaces and `+ - = . _ : / @` only (MinIO refuses any other character). */
            tags: {
                [key: string]: string;
            };
            /** @description The tags the page read before the user's change. Present: only the difference from `previous` to `tags` is applied to the version's tags stored now, so a tag someone else set meanwhile stays; a tag both changed differently is a 409 `The tags changed since you opened them` and nothing is written. Absent: `tags` replaces them. */
            previous?: {
                [key: string]: string;
            };
        };
        ZipDownloadRequest: {
            /** @description Plain keys of this bucket; one ending in `/` is a folder, taken recursively. */
            paths: string[];
            /** @description The ZIP file name offered to the browser (default the bucket). */
            name?: string;
        };
        CreateUploadRequest: {
            /**
             * Format: int64
             * @description The whole file, in bytes.
             */
            size: number;
            content_type?: string;
        };
        UploadSession: {
            /** @description Opaque. It carries the declared size (sealed): a part that cannot fit it is refused (413), and completion is refused (400, naming both sizes) unless the stored parts hold exactly that many bytes. */
            uploadId: string;
            /**
             * Format: int64
             * @description Every part but the last has this size.
             */
            partSize: number;
        };
        UploadedPart: {
            partNumber: number;
            etag: string;
            /**
             * Format: int64
             * @description Bytes, as the storage server counted them.
             */
            size: number;
        };
        UploadParts: {
            parts: components["schemas"]["UploadedPart"][];
        };
        CompleteUploadRequest: {
            parts: {
                partNumber: number;
                etag: string;
            }[];
        };
        CompletedUpload: {
            name: string;
            etag?: string;
            version_id?: string;
        };
        DirectUrl: {
            /** @description A presigned URL of MinIO's browser-facing address. */
            url: string;
            /**
             * Format: date-time
             * @description After this the URL no longer starts a transfer.
             */
            expires_at: string;
        };
        DirectDownload: {
            /** @description A presigned GET of MinIO's browser-facing address. */
            url: string;
            /** Format: date-time */
            expires_at: string;
            /** @description Whether MinIO will answer `inline` (a preview asked for, of a type the preview may show). */
            inline: boolean;
            /** Format: int64 */
            size: number;
        };
        DirectPartsRequest: {
            parts: number[];
        };
        DirectParts: {
            parts: {
                partNumber: number;
                url: string;
            }[];
            /** Format: date-time */
            expires_at: string;
        };
        /** @description Letters, digits and `_ . @ + = -` (no spaces, commas or slashes). */
        PolicyName: string;
        Policy: {
            name: string;
            /** @description The policy document as JSON text: `{"Version": …, "Statement": [{"Effect", "Action", "Resource"}]}`. */
            policy: string;
            /** @description When MinIO last changed the policy (its `UpdateDate`); absent for MinIO's built-in policies. An editor sends it back as `ifUpdatedAt` so that a save over someone else's change is refused. */
            updatedAt?: string;
        };
        SavedPolicy: {
            name: string;
            /** @description `false`: the policy was saved, but MinIO refused to read it back to this session (its policy allows admin:CreatePolicy without admin:GetPolicy); `policy` and `updatedAt` are then absent. */
            readable: boolean;
            /** @description The document as MinIO keeps it, read back after the save (absent when `readable` is false). */
            policy?: string;
            /** @description When MinIO last changed the policy (absent when `readable` is false, and for built-in policies). */
            updatedAt?: string;
        };
        SavePolicyRequest: {
            name: components["schemas"]["PolicyName"];
            /** @description The policy document as JSON text. */
            policy: string;
            /** @description The `updatedAt` of the document the editor started from: when the policy changed since (another tab, another administrator) or is gone, the save is a 409 and nothing is written. Absent: the save replaces whatever is there. */
            ifUpdatedAt?: string;
            /** @description Create Policy: a policy of that name that already exists is a 409 and is left as it is (MinIO's add-policy would replace its document). */
            createOnly?: boolean;
        };
        PolicyList: {
            policies: {
                name: string;
            }[];
        };
        PolicyUserList: {
            users: string[];
        };
        PolicyGroupList: {
            groups: string[];
        };
        SetPoliciesRequest: {
            /** @description The complete list of policies the entity gets; empty detaches all. */
            name: string[];
            entityName: string;
            /** @enum {string} */
            entityType: "user" | "group";
            /** @description The policies the dialog showed when it opened. Present: only the policies the user ticked or unticked are attached or detached, on top of what the user or group has now (a policy someone else attached meanwhile stays). Absent: `name` is the complete list. */
            previous?: string[];
        };
        /** @description At least one user or group (a 400 otherwise). */
        AttachPoliciesBulkRequest: {
            policies: string[];
            users?: string[];
            groups?: string[];
        };
        AttachPoliciesBulkOutcome: {
            /** @enum {string} */
            entityType: "user" | "group";
            entityName: string;
            /**
             * @description `unchanged`: it had every named policy already.
             * @enum {string}
             */
            status: "attached" | "unchanged" | "failed";
            /** @description Why MinIO refused, when `failed`. */
            error?: string;
        };
        AttachPoliciesBulkResult: {
            results: components["schemas"]["AttachPoliciesBulkOutcome"][];
        };
        LoginStrategy: {
            /**
             * @description `form`: access and secret key; `redirect`: single sign-on; `service-account`: operator JWT.
             * @enum {string}
             */
            loginStrategy: "form" | "redirect" | "service-account";
            /** @description With `redirect`, the identity provider's authorisation address for the 'Login with SSO' link. */
            redirect?: string;
            /** @description With `redirect`: one login button per identity provider (the access-key form stays available beside them). */
            redirectRules?: {
                /** @description The console's address that starts this provider's login. */
                redirect: string;
                displayName: string;
            }[];
        };
        LoginRequest: {
            accessKey: string;
            /** Format: password */
            secretKey: string;
        };
        OperatorLoginRequest: {
            /** @description A Kubernetes service-account token. */
            jwt: string;
        };
        OAuth2CallbackRequest: {
            code: string;
            state: string;
            /** @description The provider's `iss` callback parameter (RFC 9207), when it sends one. */
            iss?: string;
        };
        Session: {
            /** @enum {string} */
            status: "ok";
            /** @description The client routes this session may open (exact paths such as `/buckets`, `/users/:userName+`). */
            pages: components["schemas"]["PageId"][];
            /** @description Optional features that are switched on: `log-search` (audit log search); `prometheus-metrics` (the dashboard's widgets come from Prometheus); `direct-transfers` (object bytes go between the browser and MinIO on presigned URLs: `presignDirectDownload`, `presignDirectUpload`, `presignDirectParts`). */
            features: string[];
            /** @description Operator mode (tenant management). */
            operator: boolean;
            /** @description An erasure-coded setup; versioning, locking, quota… need it. */
            distributedMode: boolean;
            policy?: components["schemas"]["IamPolicy"];
            /** @description The name the user logged in with, for the UI (console mode). */
            user?: string;
            /**
             * Format: date-time
             * @description When this session's credentials end (console mode): a share link made from it stops working then too, so the Share dialog offers no longer.
             */
            expiresAt?: string;
            /** @description Console mode: this session logged in as MinIO's root user with its well-known default keys (`minioadmin`/`minioadmin`, ASVS V6.3.2), so the shell warns on every page until they are changed. */
            defaultRootCredentials?: boolean;
        };
        /** @description An IAM policy document as MinIO reports it (here the session's effective policy), which the shared permission module (backend/api/shared/permissions) evaluates on either side. */
        IamPolicy: {
            /** @example 2012-10-17 */
            Version?: string;
            Statement: components["schemas"]["IamStatement"][];
        };
        IamStatement: {
            Sid?: string;
            /** @enum {string} */
            Effect: "Allow" | "Deny";
            Action?: components["schemas"]["StringOrList"];
            NotAction?: components["schemas"]["StringOrList"];
            Resource?: components["schemas"]["StringOrList"];
            Condition?: {
                [key: string]: unknown;
            };
        };
        /** @description One string or a list of them, as IAM documents allow. */
        StringOrList: string | string[];
        PermissionCheckRequest: {
            actions: {
                /** @description The caller's key for this question, echoed in the answer. */
                id: string;
                /** @example s3:CreateBucket */
                action: string;
                /** @description Ask about this bucket; without it, whether the action is allowed on any resource. */
                bucket?: components["schemas"]["BucketNameRef"];
                /** @description With `bucket`, ask about this object key (plain, not encoded). */
                object?: string;
            }[];
        };
        PermissionCheckResponse: {
            permissions: {
                id: string;
                can: boolean;
            }[];
        };
        /**
         * @description A client route of the shell (spec 01 §2), as the session lists it in `pages`. The backend's page table (backend/api/shared/permissions/pages.ts) has one entry per value, for console or operator mode.
         * @enum {string}
         */
        PageId: "/dashboard" | "/metrics" | "/buckets" | "/buckets/*" | "/users" | "/users/:userName+" | "/groups" | "/groups/:groupName+" | "/account" | "/account/change-password" | "/policies" | "/policies/*" | "/settings" | "/settings/:option" | "/notification-endpoints" | "/notification-endpoints/add" | "/notification-endpoints/add/:service" | "/tiers" | "/tiers/add" | "/tiers/add/:service" | "/identity/idp/openid" | "/identity/idp/openid/add" | "/identity/idp/openid/:name" | "/identity/ldap/configuration" | "/identity/ldap/entities" | "/kms/status" | "/kms/keys" | "/kms/keys/add" | "/kms/keys/:keyName" | "/tools" | "/tools/watch" | "/tools/heal" | "/heal" | "/tools/trace" | "/tools/diagnostics" | "/tools/logs" | "/tools/audit-logs" | "/license" | "/tenants" | "/tenants/add" | "/storage" | "/storage/volumes" | "/storage/drives" | "/namespaces/:tenantNamespace/tenants/:tenantName";
        Configuration: {
            /** @description The configuration id, e.g. `region` or `notify_webhook:primary`. */
            name: string;
            /** @description MinIO's description of the subsystem. */
            description: string;
            /** @description The subsystem takes named targets (`logger_webhook:<name>`) besides its default one. */
            multiple_targets: boolean;
            /** @description The stored values of the subsystem's default target, or of the named target. A secret is never sent in clear: it comes masked (`secret: true`); sending the masked text back leaves the secret as it was. */
            key_values: components["schemas"]["ConfigurationKeyValue"][];
            /** @description Every key MinIO accepts for the subsystem, with its type, default and help. */
            keys: components["schemas"]["ConfigurationKeyHelp"][];
            /** @description For a subsystem with multiple targets asked for without a target name: the names of its named targets, saved ones included even before the restart that starts them. Empty otherwise. */
            targets: string[];
            /** @description The keys of this target that environment variables of the server set: MinIO uses their values whatever is stored, so a change saved here has no effect while the variable is set. Secrets come masked. */
            env_overrides?: components["schemas"]["ConfigurationEnvOverride"][];
        };
        ConfigurationEnvOverride: {
            /** @description The key, e.g. `requests_max`. */
            key: string;
            /** @description The variable, e.g. `MINIO_API_REQUESTS_MAX`. */
            env: string;
            /** @description Its value, masked for a secret. */
            value: string;
        };
        ConfigurationKeyValue: {
            key: string;
            value: string;
            /** @description The value is a secret, masked (or partly masked, a password in a URL). */
            secret?: boolean;
        };
        ConfigurationKeyHelp: {
            key: string;
            /** @description MinIO's type name: `on|off`, `boolean`, `number`, `int`, `duration`, `url`, `address`, `csv`, `list`, `path`, `string`, `sentence`. */
            type: string;
            description: string;
            optional: boolean;
            secret: boolean;
            /** @description The default, when MinIO's help names one. */
            default?: string;
        };
        SetConfigurationRequest: {
            /** @description The keys to write. An empty value clears the key: it is written as the default MinIO's help names for it (`queue_limit` of a notification target: 100000), or empty when the help names none. */
            key_values: components["schemas"]["SetConfigurationKeyValue"][];
            /** @description For a notification target, its account id (the name after the colon in the target's ARN). */
            arn_resource_id?: string;
            /** @description The values the form showed when it opened, as `GET /configs/{id}` answered them (secrets masked). Present: only a key whose value in `key_values` differs from its value here is written, on top of what the server stores now, so a key another administrator changed meanwhile keeps their value; a key both changed differently is a 409 `The setting "<key>" changed since you opened it` and nothing is written. Secrets are compared masked: a password someone else changed meanwhile is not seen (MinIO's value never leaves the console). Absent: every key sent is written. */
            previous?: components["schemas"]["SetConfigurationKeyValue"][];
        };
        SetConfigurationKeyValue: {
            key: string;
            value: string;
        };
        ConfigurationSaved: {
            /** @description The server must be restarted for the change to apply. */
            restart: boolean;
        };
        ConfigurationExport: {
            /** @description One line per subsystem target; disabled ones commented out (`# …`). */
            text: string;
        };
        ConfigurationImportRequest: {
            text: string;
        };
        ConfigurationImportPreview: {
            /** @description Every key whose value the import changes, target by target; empty when the file matches. */
            changes: components["schemas"]["ConfigurationChange"][];
        };
        ConfigurationChange: {
            /** @description The configuration id, e.g. `api` or `logger_webhook:audit1`. */
            target: string;
            /** @description `enable` also stands for a target switched on or off as a whole. */
            key: string;
            /** @description The value now (secrets masked); empty when unset or a new target. */
            current: string;
            /** @description The value after the import (secrets masked); empty when unset. */
            imported: string;
        };
        Drive: {
            drive: string;
            node: string;
            /** Format: int64 */
            capacity?: number;
            /** Format: int64 */
            allocated?: number;
            volumes?: number;
            status: string;
        };
        DriveList: {
            drives: components["schemas"]["Drive"][];
        };
        FormatDrivesRequest: {
            drives: string[];
            force: boolean;
        };
        FormatDrivesResponse: {
            formatIssuesList: {
                node: string;
                drive: string;
                error: string;
            }[];
        };
        /** @description The licence kept in MinIO's `subnet` configuration, its signature checked offline against the provider's public key (`CONSOLE_SUBSCRIPTION_PUBLIC_KEY`). `status` says whether it may be shown as registered: only `valid` is. An `expired` licence has its (signed) fields; an `invalid` one has none but `problem`, since nothing in it can be trusted. `none`: no licence is kept (the page shows the plans only). */
        SubscriptionInfo: {
            /** @enum {string} */
            status: "none" | "valid" | "expired" | "invalid";
            /** @description Why the licence is not valid (a bad signature, no public key configured, not a licence token). */
            problem?: string;
            organization?: string;
            /** @description TiB (the UI multiplies by 2^40). */
            storage_capacity?: number;
            /** @description `STANDARD` or `ENTERPRISE`; anything else is highlighted as standard. */
            plan?: string;
            email?: string;
            /** Format: date-time */
            expires_at?: string;
        };
        /** @description Either `license`, or `email` and `password`. */
        ValidateSubscriptionRequest: {
            license?: string;
            /** Format: email */
            email?: string;
            /** Format: password */
            password?: string;
        };
        /** @description 3–63 lowercase letters, digits and hyphens. */
        TenantName: string;
        BuiltInKey: string;
        /** @description `registry/name:version`, e.g. `minio/minio:RELEASE.2024-01-01T00-00-00Z`. */
        ImageName: string;
        TenantKeyPair: {
            /** Format: byte */
            crt: string;
            /** Format: byte */
            key: string;
        };
        CreateTenantRequest: {
            name: components["schemas"]["TenantName"];
            namespace: components["schemas"]["KubernetesName"];
            /** @description Empty; the built-in keys go in idp.keys. */
            access_key?: string;
            secret_key?: string;
            access_keys?: string[];
            secret_keys?: string[];
            /** @default true */
            enable_tls: boolean;
            /** @default true */
            enable_console: boolean;
            /** @default true */
            enable_prometheus: boolean;
            service_name?: string;
            /** @description Empty for the operator's default image, else registry/name:version. */
            image?: string;
            /** @default true */
            expose_minio: boolean;
            /** @default true */
            expose_console: boolean;
            /** @description The number after `EC:`. */
            erasureCodingParity?: number;
            pools: components["schemas"]["Pool"][];
            image_registry?: components["schemas"]["ImageRegistry"];
            logSearchConfiguration?: {
                storageClass?: string;
                /** @description GiB. */
                storageSize?: number;
                image?: components["schemas"]["ImageName"];
                postgres_image?: components["schemas"]["ImageName"];
                postgres_init_image?: components["schemas"]["ImageName"];
                securityContext?: components["schemas"]["SecurityContext"];
                postgres_securityContext?: components["schemas"]["SecurityContext"];
            };
            prometheusConfiguration?: {
                storageClass?: string;
                /** @description GiB. */
                storageSize?: number;
                image?: components["schemas"]["ImageName"];
                sidecar_image?: components["schemas"]["ImageName"];
                init_image?: components["schemas"]["ImageName"];
                securityContext?: components["schemas"]["SecurityContext"];
            };
            tls?: {
                minio?: components["schemas"]["TenantKeyPair"][];
                console?: components["schemas"]["TenantKeyPair"];
                ca_certificates?: string[];
                console_ca_certificates?: string[];
            };
            encryption?: components["schemas"]["TenantEncryption"];
            idp?: components["schemas"]["TenantIdentityProvider"];
        };
        /** @description Server-side encryption through a key server; exactly one provider block. */
        TenantEncryption: {
            replicas: number;
            securityContext?: components["schemas"]["SecurityContext"];
            image?: components["schemas"]["ImageName"];
            client?: components["schemas"]["TenantKeyPair"];
            server?: components["schemas"]["TenantKeyPair"];
            vault?: {
                endpoint: string;
                engine?: string;
                namespace?: string;
                prefix?: string;
                approle: {
                    engine?: string;
                    id: string;
                    secret: string;
                    /** @description Seconds. */
                    retry?: number;
                };
                tls?: {
                    /** Format: byte */
                    key?: string;
                    /** Format: byte */
                    crt?: string;
                    /** Format: byte */
                    ca?: string;
                };
                status?: {
                    /** @description Seconds. */
                    ping?: number;
                };
            };
            aws?: {
                secretsmanager: {
                    endpoint: string;
                    region: string;
                    kmskey?: string;
                    credentials: {
                        accesskey: string;
                        secretkey: string;
                        token?: string;
                    };
                };
            };
            gemalto?: {
                keysecure: {
                    endpoint: string;
                    credentials: {
                        token: string;
                        domain: string;
                        retry?: number;
                    };
                    tls?: {
                        /** Format: byte */
                        ca?: string;
                    };
                };
            };
            azure?: {
                keyvault: {
                    endpoint: string;
                    credentials: {
                        tenant_id: string;
                        client_id: string;
                        client_secret: string;
                    };
                };
            };
            gcp?: {
                secretmanager: {
                    project_id?: string;
                    endpoint?: string;
                    credentials?: {
                        client_email?: string;
                        client_id?: string;
                        private_key_id?: string;
                        private_key?: string;
                    };
                };
            };
        };
        /** @description One of `keys` (built-in), `oidc` or `active_directory`. */
        TenantIdentityProvider: {
            keys?: {
                access_key: components["schemas"]["BuiltInKey"];
                secret_key: components["schemas"]["BuiltInKey"];
            }[];
            oidc?: {
                configuration_url: string;
                client_id: string;
                secret_id: string;
                claim_name: string;
                callback_url?: string;
                scopes?: string;
            };
            active_directory?: {
                /** @description host:636 */
                url: string;
                skip_tls_verification?: boolean;
                server_insecure?: boolean;
                server_start_tls?: boolean;
                username_format?: string;
                username_search_filter?: string;
                group_search_base_dn?: string;
                group_search_filter?: string;
                group_name_attribute?: string;
                user_dns?: string[];
                lookup_bind_dn?: string;
                /** Format: password */
                lookup_bind_password?: string;
                user_dn_search_base_dn?: string;
                user_dn_search_filter?: string;
            };
        };
        CreateTenantResponse: {
            /** @description The generated console credentials (always a list, possibly of one). */
            console: {
                access_key: string;
                secret_key: string;
                url?: string;
            }[];
            /** @description Logins go through OpenID or AD, so there are no credentials to show. */
            externalIDP: boolean;
        };
        CreateNamespaceRequest: {
            name: components["schemas"]["KubernetesName"];
        };
        ResourceQuota: {
            name: string;
            /**
             * @description Where `elements` come from: the namespace's quota; the cluster's StorageClass objects, unlimited (no quota, or the quota may not be read); or `unknown` when neither may be read — `elements` is then empty and the storage class is typed by hand.
             * @enum {string}
             */
            source: "quota" | "storageClasses" | "unknown";
            /** @description With `unknown` (or `storageClasses` for an unreadable quota), the refusal that hid it. */
            unreadable?: string;
            elements: {
                /** @description `<storage class>.storageclass.storage.k8s.io/requests.storage`; the limit is hard minus used. */
                name: string;
                /** Format: int64 */
                hard: number;
                /** Format: int64 */
                used: number;
            }[];
        };
        MaxAllocatableMemory: {
            /**
             * Format: int64
             * @description Bytes.
             */
            max_memory: number;
        };
        ParityChoices: {
            parity: string[];
        };
        /** @description Each node label key with the values seen on the cluster's nodes. */
        NodeLabels: {
            [key: string]: string[];
        };
        /** @description `red`, `yellow`, `green`; anything else (or nothing) is shown grey. */
        TenantHealth: string;
        TenantListItem: {
            name: string;
            namespace: string;
            pool_count?: number;
            currentState?: string;
            health_status?: components["schemas"]["TenantHealth"];
            /** Format: int64 */
            capacity_raw?: number;
            /** Format: int64 */
            capacity?: number;
            /** Format: int64 */
            capacity_usage?: number;
            /** Format: int64 */
            capacity_raw_usage?: number;
            /** Format: int64 */
            total_size?: number;
        };
        TenantList: {
            tenants: components["schemas"]["TenantListItem"][] | null;
        };
        Tenant: {
            name: string;
            namespace: string;
            image?: string;
            currentState?: string;
            /** Format: int64 */
            total_size?: number;
            total_instances?: number;
            total_volumes?: number;
            pools?: components["schemas"]["Pool"][];
            endpoints?: {
                minio?: string;
                console?: string;
            };
            status?: {
                health_status?: components["schemas"]["TenantHealth"];
                drives_online?: number;
                drives_offline?: number;
                write_quorum?: number;
                usage?: {
                    /** Format: int64 */
                    raw?: number;
                    /** Format: int64 */
                    raw_usage?: number;
                };
            };
            logEnabled?: boolean;
            monitoringEnabled?: boolean;
            encryptionEnabled?: boolean;
            minioTLS?: boolean;
            consoleTLS?: boolean;
            consoleEnabled?: boolean;
            idpAdEnabled?: boolean;
            idpOidcEnabled?: boolean;
            subnet_license?: components["schemas"]["SubscriptionInfo"];
            /** @description Each pool of the spec with the state the operator reports for its StatefulSet, and its decommission. */
            pool_states?: components["schemas"]["PoolState"][];
        };
        Pool: {
            name?: components["schemas"]["KubernetesName"];
            servers: number;
            volumes_per_server: number;
            volume_configuration: {
                /**
                 * Format: int64
                 * @description Bytes per volume (at least 1 GiB).
                 */
                size: number;
                storage_class_name?: string;
                labels?: components["schemas"]["StringMap"];
            };
            /** @description Kubernetes resource requirements of each server pod (`requests.memory`, `limits.memory`…). */
            resources?: {
                requests?: components["schemas"]["StringMap"];
                limits?: components["schemas"]["StringMap"];
            };
            securityContext?: components["schemas"]["SecurityContext"];
            /** @description A Kubernetes Affinity object (node affinity, pod anti-affinity by tenant and pool labels). */
            affinity?: {
                [key: string]: unknown;
            };
        };
        PoolState: {
            name: string;
            /** @description The operator's `status.pools[].state` (`PoolInitialized`, …); absent before it reports. */
            state?: string;
            /**
             * @description Absent unless asked for: `requested` until the operator reports draining, then `draining`, `done`.
             * @enum {string}
             */
            decommission?: "requested" | "draining" | "done";
        };
        UpdateTenantRequest: {
            /** @description `repository/name:tag`; empty means the latest build. */
            image?: string;
            enable_prometheus?: boolean;
            image_registry?: components["schemas"]["ImageRegistry"];
        };
        ImageRegistry: {
            registry: string;
            username: string;
            /** Format: password */
            password: string;
        };
        TenantYaml: {
            yaml: string;
        };
        Pod: {
            name: string;
            status: string;
            /**
             * Format: int64
             * @description Unix seconds.
             */
            timeCreated?: number;
            podIP?: string;
            restarts?: number;
            node?: string;
            namespace?: string;
            tenant?: string;
        };
        PodList: {
            pods: components["schemas"]["Pod"][];
        };
        KubernetesEvent: {
            namespace?: string;
            /**
             * Format: int64
             * @description Unix seconds.
             */
            last_seen?: number;
            message: string;
            /** @description `Normal` or `Warning`. */
            event_type?: string;
            reason?: string;
        };
        EventList: {
            events: components["schemas"]["KubernetesEvent"][];
        };
        Pvc: {
            name: string;
            namespace: string;
            status: string;
            tenant?: string;
            /** @description A Kubernetes quantity, e.g. `100Gi`. */
            capacity?: string;
            storageClass?: string;
        };
        PvcList: {
            pvcs: components["schemas"]["Pvc"][];
        };
        CertificateInfo: {
            /** @description The secret holding the certificate; used to mark it for deletion. */
            name: string;
            domains?: string[];
            /** Format: date-time */
            expiry?: string;
        };
        TenantSecurity: {
            /** @description Inter-node certificates are managed automatically. */
            autoCert: boolean;
            customCertificates: {
                minio?: components["schemas"]["CertificateInfo"][];
                minioCAs?: components["schemas"]["CertificateInfo"][];
            };
        };
        KeyPair: {
            /**
             * Format: byte
             * @description PEM certificate file, base64.
             */
            crt: string;
            /**
             * Format: byte
             * @description PEM key file, base64.
             */
            key: string;
        };
        UpdateTenantSecurityRequest: {
            autoCert: boolean;
            customCertificates: {
                secretsToBeDeleted?: string[];
                minio?: components["schemas"]["KeyPair"][];
                /** @description CA certificate files, base64. */
                minioCAs?: string[];
            };
        };
        /** @description Uppercase letters, digits, dashes and underscores. */
        TierName: string;
        TierCommon: {
            name: components["schemas"]["TierName"];
            endpoint: string;
            bucket: string;
            prefix?: string;
            region?: string;
        };
        TierS3: {
            name?: unknown;
            endpoint?: unknown;
            bucket?: unknown;
            prefix?: unknown;
            region?: unknown;
            accesskey?: unknown;
            secretkey?: unknown;
            storageclass?: unknown;
        } & (components["schemas"]["TierCommon"] & {
            accesskey?: string;
            /** Format: password */
            secretkey?: string;
            storageclass?: string;
        });
        TierGcs: {
            name?: unknown;
            endpoint?: unknown;
            bucket?: unknown;
            prefix?: unknown;
            region?: unknown;
            creds?: unknown;
        } & (components["schemas"]["TierCommon"] & {
            /**
             * Format: byte
             * @description The service-account credentials file (.json), base64.
             */
            creds?: string;
        });
        TierAzure: {
            name?: unknown;
            endpoint?: unknown;
            bucket?: unknown;
            prefix?: unknown;
            region?: unknown;
            accountname?: unknown;
            accountkey?: unknown;
        } & (components["schemas"]["TierCommon"] & {
            accountname?: string;
            /** Format: password */
            accountkey?: string;
        });
        /** @description A tier as listed; secrets (secret key, account key, credentials file) are never included. */
        Tier: {
            /**
             * @description The type MinIO keeps; a tier on another MinIO server is `minio`.
             * @enum {string}
             */
            type: "s3" | "gcs" | "azure" | "minio";
            s3?: components["schemas"]["TierS3"];
            gcs?: components["schemas"]["TierGcs"];
            azure?: components["schemas"]["TierAzure"];
            minio?: components["schemas"]["TierS3"];
            /**
             * @description Whether MinIO can reach the remote with the stored credentials now (MinIO's tier check writes, reads and deletes a probe object there); `offline` when it cannot or did not answer in time.
             * @enum {string}
             */
            status?: "online" | "offline";
            usage?: components["schemas"]["TierUsage"];
        };
        /** @description What MinIO counts on the tier (its tier statistics, kept up to date by transitions and the scanner); absent when MinIO has not counted the tier yet. */
        TierUsage: {
            objects: number;
            versions: number;
            /**
             * Format: int64
             * @description Bytes.
             */
            size: number;
        };
        TierList: {
            items: components["schemas"]["Tier"][];
        };
        TierRuleList: {
            rules: {
                bucket: string;
                /** @description The rule's ID. */
                id: string;
            }[];
        };
        /** @description `type` plus the block of that name, e.g. `{"type": "s3", "s3": {…}}`; `minio` is the same-kind tier of spec 03 §2 (another MinIO server; its block has the s3 fields, without storage class). The block's keys are required as spec 03 §5 says: access and secret key for s3 and minio, the credentials file for gcs, account name and key for azure (checked by the handler, a 400 naming what is missing). */
        AddTierRequest: {
            /** @enum {string} */
            type: "s3" | "gcs" | "azure" | "minio";
            s3?: components["schemas"]["TierS3"];
            gcs?: components["schemas"]["TierGcs"];
            azure?: components["schemas"]["TierAzure"];
            minio?: components["schemas"]["TierS3"];
        };
        /** @description `access_key` and `secret_key` for s3, minio and azure (account name and key), `creds` for gcs; what the type needs is checked by the handler (a 400 naming what is missing). */
        TierCredentialsRequest: {
            access_key?: string;
            /** Format: password */
            secret_key?: string;
            /** Format: byte */
            creds?: string;
        };
        TraceMessage: {
            /** Format: date-time */
            time: string;
            /** @description The function or API called, e.g. `s3.PutObject`. */
            api: string;
            statusCode?: number;
            statusMsg?: string;
            method?: string;
            path?: string;
            /** @description The server node that handled the call. */
            host?: string;
            /** @description The caller's address. */
            client?: string;
            configuration_id?: string;
            callStats?: {
                /**
                 * Format: int64
                 * @description Nanoseconds.
                 */
                duration?: number;
                /**
                 * Format: int64
                 * @description Bytes received.
                 */
                rx?: number;
                /**
                 * Format: int64
                 * @description Bytes sent.
                 */
                tx?: number;
            };
        };
        /** @description Item counts per health colour. */
        HealthColumns: {
            green: number;
            yellow: number;
            red: number;
            grey: number;
        };
        HealProgress: {
            healthBeforeCols: components["schemas"]["HealthColumns"];
            healthAfterCols: components["schemas"]["HealthColumns"];
            /** Format: int64 */
            itemsScanned: number;
            /** Format: int64 */
            objectsHealed: number;
            /** Format: int64 */
            objectsScanned: number;
            /** @description Seconds. */
            healDuration: number;
            /** Format: int64 */
            bytesScanned: number;
        };
        /** @description One object event (the spec's Time, Size, Type and Path columns). */
        WatchEvent: {
            /** Format: date-time */
            time: string;
            /** Format: int64 */
            size?: number;
            /** @description The S3 event name, e.g. `s3:ObjectCreated:Put`. */
            type: string;
            /** @description The object key. */
            path: string;
        };
        /** @description Progress of a diagnostics report; the fields beyond `timestamp` are the server's own report. */
        DiagnosticsMessage: {
            /** Format: date-time */
            timestamp: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A control frame of every live stream: how many messages the server dropped so far because the browser read slower than MinIO sent (the per-socket buffer is bounded). Sent whenever the count grows, at most once a second. */
        StreamStatus: {
            /** Format: int64 */
            dropped: number;
        };
        /** @description A user's name (access key); 3–128 characters, no spaces or commas. */
        AccessKey: string;
        /**
         * Format: password
         * @description At least 8 characters (spec 02 §5; checked by the handler so that the message is the spec's), at most 40 (the server's limit).
         */
        SecretKey: string;
        /** @enum {string} */
        UserStatus: "enabled" | "disabled";
        User: {
            accessKey: string;
            status: components["schemas"]["UserStatus"];
            memberOf: string[];
            policy: string[];
            /** @description The user has a policy of its own or through a group. */
            hasPolicy?: boolean;
        };
        UserList: {
            users: {
                accessKey: string;
                status?: components["schemas"]["UserStatus"];
                memberOf?: string[];
                policy?: string[];
            }[] | null;
        };
        AddUserRequest: {
            accessKey: components["schemas"]["AccessKey"];
            secretKey: components["schemas"]["SecretKey"];
            groups?: string[];
            policies?: string[];
        };
        UpdateUserRequest: {
            status: components["schemas"]["UserStatus"];
            /** @description A new secret key, set first (the user's status kept until its own step); what the edit dialog sends. Not for the logged-in user (a 400: their own password needs the current one). */
            secretKey?: components["schemas"]["SecretKey"];
            groups: string[];
            policies?: string[];
            /** @description The status, groups and policies the edit dialog showed when it opened. Present: only what the user changed from them is applied to the user as MinIO has it now (a group someone else added meanwhile stays, a status they set stays unless the user changed it too). Absent: `status`, `groups` and `policies` stand as sent. */
            previous?: {
                status?: components["schemas"]["UserStatus"];
                groups?: string[];
                policies?: string[];
            };
        };
        BulkUserGroupsRequest: {
            users: string[];
            /** @description At least one (checked by the handler so that the message is the spec's). */
            groups: string[];
        };
        ChangeUserPasswordRequest: {
            selectedUser: string;
            newSecretKey: components["schemas"]["SecretKey"];
            /** @description Also end every session of the user (as endUserSessions does). Default false. */
            endSessions?: boolean;
        };
    };
    responses: {
        /** @description Any failure; `code` repeats the HTTP status. */
        ApiError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Done; nothing to return. */
        NoContent: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /** @description Logged in. The session travels only in the sealed, HttpOnly cookie set here (never in a body the page's scripts could read); the client then loads `GET /api/v1/session`. */
        SessionStarted: {
            headers: {
                /** @description The sealed session cookie. */
                "Set-Cookie"?: string;
                [name: string]: unknown;
            };
            content?: never;
        };
    };
    parameters: {
        /** @description Name of an existing bucket. */
        Bucket: components["schemas"]["BucketNameRef"];
        /** @description The object key, base64-encoded (see the API description). */
        ObjectKey: components["schemas"]["EncodedKey"];
        /** @description A key prefix (a "folder" ends with `/`), base64-encoded; absent or empty means the bucket root. */
        Prefix: components["schemas"]["EncodedKey"];
        /** @description The `next_continuation_token` of the previous page. */
        ContinuationToken: string;
        /** @description The most entries (objects and folders) one page holds. */
        MaxKeys: number;
        /** @description The id createUpload answered, as it is: opaque, and good only for the object it was started for (any other id is a 404). */
        UploadId: string;
        /** @description An object version; absent means the latest version. */
        VersionId: string;
        /** @description Name of the user, group or policy. A query parameter because IAM names may contain `/`. */
        EntityName: string;
        /** @description A user's access key, URL-encoded. */
        User: string;
        Namespace: components["schemas"]["KubernetesName"];
        Tenant: components["schemas"]["KubernetesName"];
        Pod: string;
        /** @description A configuration subsystem (`region`, `api`, `identity_openid`, `notify_webhook`…), optionally followed by `:<target>` for one named target of it (`notify_webhook:primary`). */
        ConfigurationId: string;
        /** @description Start of the time range, unix seconds (up to the last second of the year 9999). */
        RangeStart: number;
        /** @description End of the time range, unix seconds (up to the last second of the year 9999). */
        RangeEnd: number;
        /** @description Resolution in minutes; the client sends 15 when the range is under a minute or absent. */
        RangeStep: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type ServiceAccountList = components['schemas']['ServiceAccountList'];
export type ServiceAccountSummary = components['schemas']['ServiceAccountSummary'];
export type ServiceAccountPolicy = components['schemas']['ServiceAccountPolicy'];
export type ServiceAccountName = components['schemas']['ServiceAccountName'];
export type ServiceAccountDescription = components['schemas']['ServiceAccountDescription'];
export type ServiceAccountExpiration = components['schemas']['ServiceAccountExpiration'];
export type CreateServiceAccountRequest = components['schemas']['CreateServiceAccountRequest'];
export type CreateServiceAccountWithCredentialsRequest = components['schemas']['CreateServiceAccountWithCredentialsRequest'];
export type ServiceAccountInfo = components['schemas']['ServiceAccountInfo'];
export type UpdateServiceAccountRequest = components['schemas']['UpdateServiceAccountRequest'];
export type DeleteServiceAccountsRequest = components['schemas']['DeleteServiceAccountsRequest'];
export type UserEffectivePolicy = components['schemas']['UserEffectivePolicy'];
export type Credentials = components['schemas']['Credentials'];
export type ServiceAccountCredentials = components['schemas']['ServiceAccountCredentials'];
export type ChangeOwnPasswordRequest = components['schemas']['ChangeOwnPasswordRequest'];
export type EventType = components['schemas']['EventType'];
export type BucketEvent = components['schemas']['BucketEvent'];
export type BucketEventList = components['schemas']['BucketEventList'];
export type CreateBucketEventRequest = components['schemas']['CreateBucketEventRequest'];
export type DeleteBucketEventRequest = components['schemas']['DeleteBucketEventRequest'];
export type ArnList = components['schemas']['ArnList'];
export type ReplicationRule = components['schemas']['ReplicationRule'];
export type ReplicationRuleList = components['schemas']['ReplicationRuleList'];
export type UpdateReplicationRuleRequest = components['schemas']['UpdateReplicationRuleRequest'];
export type LifecycleTag = components['schemas']['LifecycleTag'];
export type LifecycleRule = components['schemas']['LifecycleRule'];
export type LifecycleRuleList = components['schemas']['LifecycleRuleList'];
export type LifecycleTagFilter = components['schemas']['LifecycleTagFilter'];
export type AddLifecycleRuleRequest = components['schemas']['AddLifecycleRuleRequest'];
export type UpdateLifecycleRuleRequest = components['schemas']['UpdateLifecycleRuleRequest'];
export type AccessLevel = components['schemas']['AccessLevel'];
export type AccessRule = components['schemas']['AccessRule'];
export type AccessRuleList = components['schemas']['AccessRuleList'];
export type DeleteAccessRuleRequest = components['schemas']['DeleteAccessRuleRequest'];
export type BucketTags = components['schemas']['BucketTags'];
export type SetBucketTagsRequest = components['schemas']['SetBucketTagsRequest'];
export type DeleteReplicationRulesRequest = components['schemas']['DeleteReplicationRulesRequest'];
export type BucketName = components['schemas']['BucketName'];
export type BucketNameRef = components['schemas']['BucketNameRef'];
export type BucketAccess = components['schemas']['BucketAccess'];
export type RwAccess = components['schemas']['RwAccess'];
export type Bucket = components['schemas']['Bucket'];
export type BucketList = components['schemas']['BucketList'];
export type BucketNameState = components['schemas']['BucketNameState'];
export type BucketInfo = components['schemas']['BucketInfo'];
export type QuotaType = components['schemas']['QuotaType'];
export type RetentionMode = components['schemas']['RetentionMode'];
export type RetentionUnit = components['schemas']['RetentionUnit'];
export type CreateBucketRequest = components['schemas']['CreateBucketRequest'];
export type CreatedBucket = components['schemas']['CreatedBucket'];
export type SetBucketAccessRequest = components['schemas']['SetBucketAccessRequest'];
export type BucketRetention = components['schemas']['BucketRetention'];
export type BucketRetentionState = components['schemas']['BucketRetentionState'];
export type EnableBucketEncryptionRequest = components['schemas']['EnableBucketEncryptionRequest'];
export type BucketEncryption = components['schemas']['BucketEncryption'];
export type BucketVersioning = components['schemas']['BucketVersioning'];
export type SetBucketVersioningRequest = components['schemas']['SetBucketVersioningRequest'];
export type BucketQuota = components['schemas']['BucketQuota'];
export type SetBucketQuotaRequest = components['schemas']['SetBucketQuotaRequest'];
export type BucketObjectLocking = components['schemas']['BucketObjectLocking'];
export type BucketUserList = components['schemas']['BucketUserList'];
export type BucketPolicyList = components['schemas']['BucketPolicyList'];
export type RemoteCredentials = components['schemas']['RemoteCredentials'];
export type ListRemoteBucketsRequest = components['schemas']['ListRemoteBucketsRequest'];
export type RemoteBucketList = components['schemas']['RemoteBucketList'];
export type MultiBucketReplicationRequest = components['schemas']['MultiBucketReplicationRequest'];
export type MultiBucketReplicationResponse = components['schemas']['MultiBucketReplicationResponse'];
export type ApiError = components['schemas']['ApiError'];
export type EncodedKey = components['schemas']['EncodedKey'];
export type KubernetesName = components['schemas']['KubernetesName'];
export type KeyValue = components['schemas']['KeyValue'];
export type StringMap = components['schemas']['StringMap'];
export type SecurityContext = components['schemas']['SecurityContext'];
export type AdminInfo = components['schemas']['AdminInfo'];
export type RealtimeSampling = components['schemas']['RealtimeSampling'];
export type ServerInfo = components['schemas']['ServerInfo'];
export type DriveInfo = components['schemas']['DriveInfo'];
export type Widget = components['schemas']['Widget'];
export type UnknownJob = components['schemas']['UnknownJob'];
export type WidgetTarget = components['schemas']['WidgetTarget'];
export type GroupName = components['schemas']['GroupName'];
export type GroupStatus = components['schemas']['GroupStatus'];
export type Group = components['schemas']['Group'];
export type GroupList = components['schemas']['GroupList'];
export type AddGroupRequest = components['schemas']['AddGroupRequest'];
export type UpdateGroupRequest = components['schemas']['UpdateGroupRequest'];
export type IdpType = components['schemas']['IdpType'];
export type IdpConfigName = components['schemas']['IdpConfigName'];
export type IdpConfigValues = components['schemas']['IdpConfigValues'];
export type IdpConfigurationSummary = components['schemas']['IdpConfigurationSummary'];
export type IdpConfigurationList = components['schemas']['IdpConfigurationList'];
export type IdpConfigurationEntry = components['schemas']['IdpConfigurationEntry'];
export type IdpConfiguration = components['schemas']['IdpConfiguration'];
export type AddIdpConfigurationRequest = components['schemas']['AddIdpConfigurationRequest'];
export type UpdateIdpConfigurationRequest = components['schemas']['UpdateIdpConfigurationRequest'];
export type IdpChangeResult = components['schemas']['IdpChangeResult'];
export type IdpConnectionTestRequest = components['schemas']['IdpConnectionTestRequest'];
export type IdpConnectionTestResult = components['schemas']['IdpConnectionTestResult'];
export type LdapDn = components['schemas']['LdapDn'];
export type LdapEntitiesRequest = components['schemas']['LdapEntitiesRequest'];
export type LdapEntities = components['schemas']['LdapEntities'];
export type LdapPolicyChangeRequest = components['schemas']['LdapPolicyChangeRequest'];
export type LdapPolicyChangeResult = components['schemas']['LdapPolicyChangeResult'];
export type KmsKeyName = components['schemas']['KmsKeyName'];
export type KmsStatus = components['schemas']['KmsStatus'];
export type KmsVersion = components['schemas']['KmsVersion'];
export type KmsApiList = components['schemas']['KmsApiList'];
export type KmsMetrics = components['schemas']['KmsMetrics'];
export type KmsKeyList = components['schemas']['KmsKeyList'];
export type CreateKmsKeyRequest = components['schemas']['CreateKmsKeyRequest'];
export type KmsKeyStatus = components['schemas']['KmsKeyStatus'];
export type AuditLogRecord = components['schemas']['AuditLogRecord'];
export type AuditLogSearchResult = components['schemas']['AuditLogSearchResult'];
export type AuditIngestResult = components['schemas']['AuditIngestResult'];
export type AuditLogStatus = components['schemas']['AuditLogStatus'];
export type AuditWebhookChange = components['schemas']['AuditWebhookChange'];
export type LiveLogEntry = components['schemas']['LiveLogEntry'];
export type NotificationService = components['schemas']['NotificationService'];
export type NotificationEndpoint = components['schemas']['NotificationEndpoint'];
export type NotificationEndpointList = components['schemas']['NotificationEndpointList'];
export type BucketObject = components['schemas']['BucketObject'];
export type ObjectList = components['schemas']['ObjectList'];
export type MaxShareLinkExp = components['schemas']['MaxShareLinkExp'];
export type ShareLink = components['schemas']['ShareLink'];
export type DeleteObjectsRequest = components['schemas']['DeleteObjectsRequest'];
export type ObjectRetentionRequest = components['schemas']['ObjectRetentionRequest'];
export type ObjectLegalHoldRequest = components['schemas']['ObjectLegalHoldRequest'];
export type ObjectTagsRequest = components['schemas']['ObjectTagsRequest'];
export type ZipDownloadRequest = components['schemas']['ZipDownloadRequest'];
export type CreateUploadRequest = components['schemas']['CreateUploadRequest'];
export type UploadSession = components['schemas']['UploadSession'];
export type UploadedPart = components['schemas']['UploadedPart'];
export type UploadParts = components['schemas']['UploadParts'];
export type CompleteUploadRequest = components['schemas']['CompleteUploadRequest'];
export type CompletedUpload = components['schemas']['CompletedUpload'];
export type DirectUrl = components['schemas']['DirectUrl'];
export type DirectDownload = components['schemas']['DirectDownload'];
export type DirectPartsRequest = components['schemas']['DirectPartsRequest'];
export type DirectParts = components['schemas']['DirectParts'];
export type PolicyName = components['schemas']['PolicyName'];
export type Policy = components['schemas']['Policy'];
export type SavedPolicy = components['schemas']['SavedPolicy'];
export type SavePolicyRequest = components['schemas']['SavePolicyRequest'];
export type PolicyList = components['schemas']['PolicyList'];
export type PolicyUserList = components['schemas']['PolicyUserList'];
export type PolicyGroupList = components['schemas']['PolicyGroupList'];
export type SetPoliciesRequest = components['schemas']['SetPoliciesRequest'];
export type AttachPoliciesBulkRequest = components['schemas']['AttachPoliciesBulkRequest'];
export type AttachPoliciesBulkOutcome = components['schemas']['AttachPoliciesBulkOutcome'];
export type AttachPoliciesBulkResult = components['schemas']['AttachPoliciesBulkResult'];
export type LoginStrategy = components['schemas']['LoginStrategy'];
export type LoginRequest = components['schemas']['LoginRequest'];
export type OperatorLoginRequest = components['schemas']['OperatorLoginRequest'];
export type OAuth2CallbackRequest = components['schemas']['OAuth2CallbackRequest'];
export type Session = components['schemas']['Session'];
export type IamPolicy = components['schemas']['IamPolicy'];
export type IamStatement = components['schemas']['IamStatement'];
export type StringOrList = components['schemas']['StringOrList'];
export type PermissionCheckRequest = components['schemas']['PermissionCheckRequest'];
export type PermissionCheckResponse = components['schemas']['PermissionCheckResponse'];
export type PageId = components['schemas']['PageId'];
export type Configuration = components['schemas']['Configuration'];
export type ConfigurationEnvOverride = components['schemas']['ConfigurationEnvOverride'];
export type ConfigurationKeyValue = components['schemas']['ConfigurationKeyValue'];
export type ConfigurationKeyHelp = components['schemas']['ConfigurationKeyHelp'];
export type SetConfigurationRequest = components['schemas']['SetConfigurationRequest'];
export type SetConfigurationKeyValue = components['schemas']['SetConfigurationKeyValue'];
export type ConfigurationSaved = components['schemas']['ConfigurationSaved'];
export type ConfigurationExport = components['schemas']['ConfigurationExport'];
export type ConfigurationImportRequest = components['schemas']['ConfigurationImportRequest'];
export type ConfigurationImportPreview = components['schemas']['ConfigurationImportPreview'];
export type ConfigurationChange = components['schemas']['ConfigurationChange'];
export type Drive = components['schemas']['Drive'];
export type DriveList = components['schemas']['DriveList'];
export type FormatDrivesRequest = components['schemas']['FormatDrivesRequest'];
export type FormatDrivesResponse = components['schemas']['FormatDrivesResponse'];
export type SubscriptionInfo = components['schemas']['SubscriptionInfo'];
export type ValidateSubscriptionRequest = components['schemas']['ValidateSubscriptionRequest'];
export type TenantName = components['schemas']['TenantName'];
export type BuiltInKey = components['schemas']['BuiltInKey'];
export type ImageName = components['schemas']['ImageName'];
export type TenantKeyPair = components['schemas']['TenantKeyPair'];
export type CreateTenantRequest = components['schemas']['CreateTenantRequest'];
export type TenantEncryption = components['schemas']['TenantEncryption'];
export type TenantIdentityProvider = components['schemas']['TenantIdentityProvider'];
export type CreateTenantResponse = components['schemas']['CreateTenantResponse'];
export type CreateNamespaceRequest = components['schemas']['CreateNamespaceRequest'];
export type ResourceQuota = components['schemas']['ResourceQuota'];
export type MaxAllocatableMemory = components['schemas']['MaxAllocatableMemory'];
export type ParityChoices = components['schemas']['ParityChoices'];
export type NodeLabels = components['schemas']['NodeLabels'];
export type TenantHealth = components['schemas']['TenantHealth'];
export type TenantListItem = components['schemas']['TenantListItem'];
export type TenantList = components['schemas']['TenantList'];
export type Tenant = components['schemas']['Tenant'];
export type Pool = components['schemas']['Pool'];
export type PoolState = components['schemas']['PoolState'];
export type UpdateTenantRequest = components['schemas']['UpdateTenantRequest'];
export type ImageRegistry = components['schemas']['ImageRegistry'];
export type TenantYaml = components['schemas']['TenantYaml'];
export type Pod = components['schemas']['Pod'];
export type PodList = components['schemas']['PodList'];
export type KubernetesEvent = components['schemas']['KubernetesEvent'];
export type EventList = components['schemas']['EventList'];
export type Pvc = components['schemas']['Pvc'];
export type PvcList = components['schemas']['PvcList'];
export type CertificateInfo = components['schemas']['CertificateInfo'];
export type TenantSecurity = components['schemas']['TenantSecurity'];
export type KeyPair = components['schemas']['KeyPair'];
export type UpdateTenantSecurityRequest = components['schemas']['UpdateTenantSecurityRequest'];
export type TierName = components['schemas']['TierName'];
export type TierCommon = components['schemas']['TierCommon'];
export type TierS3 = components['schemas']['TierS3'];
export type TierGcs = components['schemas']['TierGcs'];
export type TierAzure = components['schemas']['TierAzure'];
export type Tier = components['schemas']['Tier'];
export type TierUsage = components['schemas']['TierUsage'];
export type TierList = components['schemas']['TierList'];
export type TierRuleList = components['schemas']['TierRuleList'];
export type AddTierRequest = components['schemas']['AddTierRequest'];
export type TierCredentialsRequest = components['schemas']['TierCredentialsRequest'];
export type TraceMessage = components['schemas']['TraceMessage'];
export type HealthColumns = components['schemas']['HealthColumns'];
export type HealProgress = components['schemas']['HealProgress'];
export type WatchEvent = components['schemas']['WatchEvent'];
export type DiagnosticsMessage = components['schemas']['DiagnosticsMessage'];
export type StreamStatus = components['schemas']['StreamStatus'];
export type AccessKey = components['schemas']['AccessKey'];
export type SecretKey = components['schemas']['SecretKey'];
export type UserStatus = components['schemas']['UserStatus'];
export type User = components['schemas']['User'];
export type UserList = components['schemas']['UserList'];
export type AddUserRequest = components['schemas']['AddUserRequest'];
export type UpdateUserRequest = components['schemas']['UpdateUserRequest'];
export type BulkUserGroupsRequest = components['schemas']['BulkUserGroupsRequest'];
export type ChangeUserPasswordRequest = components['schemas']['ChangeUserPasswordRequest'];
export type ResponseApiError = components['responses']['ApiError'];
export type ResponseNoContent = components['responses']['NoContent'];
export type ResponseSessionStarted = components['responses']['SessionStarted'];
export type ParameterBucket = components['parameters']['Bucket'];
export type ParameterObjectKey = components['parameters']['ObjectKey'];
export type ParameterPrefix = components['parameters']['Prefix'];
export type ParameterContinuationToken = components['parameters']['ContinuationToken'];
export type ParameterMaxKeys = components['parameters']['MaxKeys'];
export type ParameterUploadId = components['parameters']['UploadId'];
export type ParameterVersionId = components['parameters']['VersionId'];
export type ParameterEntityName = components['parameters']['EntityName'];
export type ParameterUser = components['parameters']['User'];
export type ParameterNamespace = components['parameters']['Namespace'];
export type ParameterTenant = components['parameters']['Tenant'];
export type ParameterPod = components['parameters']['Pod'];
export type ParameterConfigurationId = components['parameters']['ConfigurationId'];
export type ParameterRangeStart = components['parameters']['RangeStart'];
export type ParameterRangeEnd = components['parameters']['RangeEnd'];
export type ParameterRangeStep = components['parameters']['RangeStep'];
export type $defs = Record<string, never>;
export interface operations {
    getLoginStrategy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The strategy the login page renders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginStrategy"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            204: components["responses"]["SessionStarted"];
            default: components["responses"]["ApiError"];
        };
    };
    loginOperator: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OperatorLoginRequest"];
            };
        };
        responses: {
            204: components["responses"]["SessionStarted"];
            default: components["responses"]["ApiError"];
        };
    };
    startOauth2Login: {
        parameters: {
            query?: {
                /** @description Which of MinIO's OpenID configurations (its name, `_` for the default one), as the login button's address names it; absent (or empty) for the console's only provider. */
                provider?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the identity provider (or back to the console's callback page with an error). */
            302: {
                headers: {
                    Location?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["ApiError"];
        };
    };
    loginOauth2Callback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OAuth2CallbackRequest"];
            };
        };
        responses: {
            204: components["responses"]["SessionStarted"];
            default: components["responses"]["ApiError"];
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session is valid. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session cookie is cleared and can no longer be used. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["ApiError"];
        };
    };
    checkPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PermissionCheckRequest"];
            };
        };
        responses: {
            /** @description One answer per asked action, in the same order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermissionCheckResponse"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    listBuckets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every visible bucket. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BucketList"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    createBucket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBucketRequest"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedBucket"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    getBucketInfo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bucket. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BucketInfo"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    deleteBucket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    setBucketAccessPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetBucketAccessRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    getBucketRetention: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The default retention. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BucketRetentionState"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    setBucketRetention: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BucketRetention"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    enableBucketEncryption: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnableBucketEncryptionRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    disableBucketEncryption: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    getBucketEncryption: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The default encryption. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BucketEncryption"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    getBucketVersioning: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The versioning state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BucketVersioning"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    setBucketVersioning: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetBucketVersioningRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    getBucketTags: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tags by key; none is an empty map. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BucketTags"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    setBucketTags: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetBucketTagsRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    getBucketQuota: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quota; `quota` 0 with `enabled` false when none is set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BucketQuota"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    setBucketQuota: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetBucketQuotaRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    getBucketObjectLocking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The object-locking state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BucketObjectLocking"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    listBucketUsers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BucketUserList"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    listBucketPolicies: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The policies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BucketPolicyList"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    listRemoteBuckets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListRemoteBucketsRequest"];
            };
        };
        responses: {
            /** @description The remote buckets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemoteBucketList"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    getBucketNameState: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The name's state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BucketNameState"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    setMultiBucketReplication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MultiBucketReplicationRequest"];
            };
        };
        responses: {
            /** @description One entry per bucket relation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MultiBucketReplicationResponse"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    listBucketEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscriptions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BucketEventList"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    createBucketEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBucketEventRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    deleteBucketEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
                /** @description The target's ARN, URL-encoded (it contains colons), e.g. `arn:minio:sqs::primary:webhook`. */
                arn: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteBucketEventRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    listArns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ARNs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArnList"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    listBucketReplicationRules: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rules, highest priority first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReplicationRuleList"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    deleteAllBucketReplicationRules: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    deleteSelectedBucketReplicationRules: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteReplicationRulesRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    getBucketReplicationRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
                ruleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rule. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReplicationRule"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    updateBucketReplicationRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
                ruleId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateReplicationRuleRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    deleteBucketReplicationRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
                ruleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    listBucketLifecycleRules: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LifecycleRuleList"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    addBucketLifecycleRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddLifecycleRuleRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    updateBucketLifecycleRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
                ruleId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateLifecycleRuleRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    deleteBucketLifecycleRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
                ruleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    listBucketAccessRules: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessRuleList"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    setBucketAccessRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccessRule"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    deleteBucketAccessRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteAccessRuleRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    listObjects: {
        parameters: {
            query?: {
                /** @description A key prefix (a "folder" ends with `/`), base64-encoded; absent or empty means the bucket root. */
                prefix?: components["parameters"]["Prefix"];
                with_versions?: boolean;
                with_metadata?: boolean;
                /** @description The `next_continuation_token` of the previous page. */
                continuation_token?: components["parameters"]["ContinuationToken"];
                /** @description The most entries (objects and folders) one page holds. */
                max_keys?: components["parameters"]["MaxKeys"];
            };
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Folders (names ending in `/`) and objects, folders first within the page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ObjectList"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    deleteObject: {
        parameters: {
            query: {
                /** @description The object key or prefix, base64-encoded. */
                path: components["schemas"]["EncodedKey"];
                recursive?: boolean;
                all_versions?: boolean;
                non_current_versions?: boolean;
                bypass?: boolean;
            };
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    shareObject: {
        parameters: {
            query: {
                /** @description The object key, base64-encoded (see the API description). */
                prefix: components["parameters"]["ObjectKey"];
                /** @description An object version; absent means the latest version. */
                version_id?: components["parameters"]["VersionId"];
                /** @description Validity as milliseconds with an `ms` suffix, e.g. `604800000ms` (7 days, the maximum). */
                expires: string;
            };
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShareLink"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    getMaxShareLinkExp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The limit now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaxShareLinkExp"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    listPublicObjects: {
        parameters: {
            query?: {
                /** @description A key prefix (a "folder" ends with `/`), base64-encoded; absent or empty means the bucket root. */
                prefix?: components["parameters"]["Prefix"];
                /** @description The `next_continuation_token` of the previous page. */
                continuation_token?: components["parameters"]["ContinuationToken"];
                /** @description The most entries (objects and folders) one page holds. */
                max_keys?: components["parameters"]["MaxKeys"];
            };
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Folders and objects directly under the prefix, as `listObjects` answers them. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ObjectList"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    downloadPublicObject: {
        parameters: {
            query: {
                /** @description The object key, base64-encoded (see the API description). */
                prefix: components["parameters"]["ObjectKey"];
            };
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The object's bytes, streamed. */
            200: {
                headers: {
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    inspectObject: {
        parameters: {
            query: {
                /** @description The object key, base64-encoded (see the API description). */
                prefix: components["parameters"]["ObjectKey"];
            };
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The encrypted inspection file. */
            200: {
                headers: {
                    /** @description The decryption key, hex-encoded; it is not kept anywhere. */
                    "X-Inspect-Key"?: string;
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    downloadObject: {
        parameters: {
            query: {
                /** @description The object key, base64-encoded (see the API description). */
                prefix: components["parameters"]["ObjectKey"];
                /** @description An object version; absent means the latest version. */
                version_id?: components["parameters"]["VersionId"];
                /** @description Answer `Content-Disposition inline` for the preview frame instead of an attachment. */
                preview?: boolean;
            };
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The object's bytes, streamed; `Content-Type` is the object's own. */
            200: {
                headers: {
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    uploadObjects: {
        parameters: {
            query?: {
                /** @description A key prefix (a "folder" ends with `/`), base64-encoded; absent or empty means the bucket root. */
                prefix?: components["parameters"]["Prefix"];
            };
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    [key: string]: string;
                };
            };
        };
        responses: {
            /** @description Every file was stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["ApiError"];
        };
    };
    deleteObjects: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteObjectsRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    setObjectRetention: {
        parameters: {
            query: {
                /** @description The object key, base64-encoded (see the API description). */
                prefix: components["parameters"]["ObjectKey"];
                /** @description An object version; absent means the latest version. */
                version_id?: components["parameters"]["VersionId"];
            };
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ObjectRetentionRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    removeObjectRetention: {
        parameters: {
            query: {
                /** @description The object key, base64-encoded (see the API description). */
                prefix: components["parameters"]["ObjectKey"];
                /** @description An object version; absent means the latest version. */
                version_id?: components["parameters"]["VersionId"];
            };
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    setObjectLegalHold: {
        parameters: {
            query: {
                /** @description The object key, base64-encoded (see the API description). */
                prefix: components["parameters"]["ObjectKey"];
                /** @description An object version; absent means the latest version. */
                version_id?: components["parameters"]["VersionId"];
            };
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ObjectLegalHoldRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    setObjectTags: {
        parameters: {
            query: {
                /** @description The object key, base64-encoded (see the API description). */
                prefix: components["parameters"]["ObjectKey"];
                /** @description An object version; absent means the latest version. */
                version_id?: components["parameters"]["VersionId"];
            };
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ObjectTagsRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    restoreObjectVersion: {
        parameters: {
            query: {
                /** @description The object key, base64-encoded (see the API description). */
                prefix: components["parameters"]["ObjectKey"];
                /** @description The version to make current again. */
                version_id: string;
            };
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    downloadObjectsZip: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description A ZipDownloadRequest as JSON. */
                    request: string;
                };
                "application/json": components["schemas"]["ZipDownloadRequest"];
            };
        };
        responses: {
            /** @description The ZIP, streamed. */
            200: {
                headers: {
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    createUpload: {
        parameters: {
            query: {
                /** @description The object key, base64-encoded (see the API description). */
                prefix: components["parameters"]["ObjectKey"];
            };
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateUploadRequest"];
            };
        };
        responses: {
            /** @description The upload exists. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadSession"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    listUploadParts: {
        parameters: {
            query: {
                /** @description The object key, base64-encoded (see the API description). */
                prefix: components["parameters"]["ObjectKey"];
            };
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
                /** @description The id createUpload answered, as it is: opaque, and good only for the object it was started for (any other id is a 404). */
                uploadId: components["parameters"]["UploadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stored parts, by part number. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadParts"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    abortUpload: {
        parameters: {
            query: {
                /** @description The object key, base64-encoded (see the API description). */
                prefix: components["parameters"]["ObjectKey"];
            };
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
                /** @description The id createUpload answered, as it is: opaque, and good only for the object it was started for (any other id is a 404). */
                uploadId: components["parameters"]["UploadId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    uploadPart: {
        parameters: {
            query: {
                /** @description The object key, base64-encoded (see the API description). */
                prefix: components["parameters"]["ObjectKey"];
            };
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
                /** @description The id createUpload answered, as it is: opaque, and good only for the object it was started for (any other id is a 404). */
                uploadId: components["parameters"]["UploadId"];
                partNumber: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description The part is stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadedPart"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    completeUpload: {
        parameters: {
            query: {
                /** @description The object key, base64-encoded (see the API description). */
                prefix: components["parameters"]["ObjectKey"];
            };
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
                /** @description The id createUpload answered, as it is: opaque, and good only for the object it was started for (any other id is a 404). */
                uploadId: components["parameters"]["UploadId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompleteUploadRequest"];
            };
        };
        responses: {
            /** @description The object exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompletedUpload"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    rewindObjects: {
        parameters: {
            query?: {
                /** @description A key prefix (a "folder" ends with `/`), base64-encoded; absent or empty means the bucket root. */
                prefix?: components["parameters"]["Prefix"];
                /** @description The `next_continuation_token` of the previous page. */
                continuation_token?: components["parameters"]["ContinuationToken"];
                /** @description The most entries (objects and folders) one page holds. */
                max_keys?: components["parameters"]["MaxKeys"];
            };
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
                /** @description The moment to look at, RFC 3339 (URL-encoded), e.g. `2024-05-01T12:00:00Z`. */
                date: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The objects, with `delete_flag` on those deleted at that moment; paged like listObjects. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ObjectList"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    presignDirectDownload: {
        parameters: {
            query: {
                /** @description The object key, base64-encoded (see the API description). */
                prefix: components["parameters"]["ObjectKey"];
                /** @description An object version; absent means the latest version. */
                version_id?: components["parameters"]["VersionId"];
                /** @description Sign `Content-Disposition inline` (safe types only) for the preview frame. */
                preview?: boolean;
            };
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The URL and until when it can be used. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DirectDownload"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    presignDirectUpload: {
        parameters: {
            query: {
                /** @description The object key, base64-encoded (see the API description). */
                prefix: components["parameters"]["ObjectKey"];
            };
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateUploadRequest"];
            };
        };
        responses: {
            /** @description The URL (PUT the file's bytes, with its Content-Type) and until when it can be used. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DirectUrl"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    presignDirectParts: {
        parameters: {
            query: {
                /** @description The object key, base64-encoded (see the API description). */
                prefix: components["parameters"]["ObjectKey"];
            };
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
                /** @description The id createUpload answered, as it is: opaque, and good only for the object it was started for (any other id is a 404). */
                uploadId: components["parameters"]["UploadId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DirectPartsRequest"];
            };
        };
        responses: {
            /** @description One URL per part number asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DirectParts"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    listPolicies: {
        parameters: {
            query?: {
                /** @description At most this many (pickers ask for 1000). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The policies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyList"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    savePolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SavePolicyRequest"];
            };
        };
        responses: {
            /** @description Saved. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedPolicy"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    getPolicy: {
        parameters: {
            query: {
                /** @description Name of the user, group or policy. A query parameter because IAM names may contain `/`. */
                name: components["parameters"]["EntityName"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The policy. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Policy"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    deletePolicy: {
        parameters: {
            query: {
                /** @description Name of the user, group or policy. A query parameter because IAM names may contain `/`. */
                name: components["parameters"]["EntityName"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    listPolicyUsers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The policy name, URL-encoded. */
                policy: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The users' access keys. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyUserList"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    listPolicyGroups: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The policy name, URL-encoded. */
                policy: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The group names. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PolicyGroupList"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    attachPoliciesBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttachPoliciesBulkRequest"];
            };
        };
        responses: {
            /** @description One outcome per principal, users first, in the order asked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttachPoliciesBulkResult"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    setPolicies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetPoliciesRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    listUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The users (`users` may be null when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserList"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    addUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddUserRequest"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    getUser: {
        parameters: {
            query: {
                /** @description Name of the user, group or policy. A query parameter because IAM names may contain `/`. */
                name: components["parameters"]["EntityName"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    updateUser: {
        parameters: {
            query: {
                /** @description Name of the user, group or policy. A query parameter because IAM names may contain `/`. */
                name: components["parameters"]["EntityName"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUserRequest"];
            };
        };
        responses: {
            /** @description The updated user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    deleteUser: {
        parameters: {
            query: {
                /** @description Name of the user, group or policy. A query parameter because IAM names may contain `/`. */
                name: components["parameters"]["EntityName"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    id?: string;
                };
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    addUsersToGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkUserGroupsRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    changeUserPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeUserPasswordRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    listUserServiceAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A user's access key, URL-encoded. */
                user: components["parameters"]["User"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service accounts' access keys. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceAccountList"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    createUserServiceAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A user's access key, URL-encoded. */
                user: components["parameters"]["User"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateServiceAccountRequest"];
            };
        };
        responses: {
            /** @description Created; the secret key is shown once. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceAccountCredentials"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    createUserServiceAccountWithCredentials: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A user's access key, URL-encoded. */
                user: components["parameters"]["User"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateServiceAccountWithCredentialsRequest"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceAccountCredentials"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    getUserEffectivePolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A user's access key, URL-encoded. */
                user: components["parameters"]["User"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The policy names and the merged document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserEffectivePolicy"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    endUserSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A user's access key, URL-encoded. */
                user: components["parameters"]["User"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    listGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The groups (`groups` may be null when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupList"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    addGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddGroupRequest"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    getGroup: {
        parameters: {
            query: {
                /** @description Name of the user, group or policy. A query parameter because IAM names may contain `/`. */
                name: components["parameters"]["EntityName"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    updateGroup: {
        parameters: {
            query: {
                /** @description Name of the user, group or policy. A query parameter because IAM names may contain `/`. */
                name: components["parameters"]["EntityName"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateGroupRequest"];
            };
        };
        responses: {
            /** @description The updated group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Group"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    deleteGroup: {
        parameters: {
            query: {
                /** @description Name of the user, group or policy. A query parameter because IAM names may contain `/`. */
                name: components["parameters"]["EntityName"];
                /** @description Remove the group's members first (the users stay), then delete it. */
                removeMembers?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    listServiceAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service accounts' access keys. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceAccountList"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    createServiceAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateServiceAccountRequest"];
            };
        };
        responses: {
            /** @description Created; the secret key is shown once. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceAccountCredentials"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    createServiceAccountWithCredentials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateServiceAccountWithCredentialsRequest"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceAccountCredentials"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    getServiceAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accessKey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceAccountInfo"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    updateServiceAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accessKey: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateServiceAccountRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    deleteServiceAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accessKey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    endOwnSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    deleteServiceAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteServiceAccountsRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    changeOwnPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeOwnPasswordRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    getAdminInfo: {
        parameters: {
            query?: {
                /** @description Start of the time range, unix seconds (up to the last second of the year 9999). */
                start?: components["parameters"]["RangeStart"];
                /** @description End of the time range, unix seconds (up to the last second of the year 9999). */
                end?: components["parameters"]["RangeEnd"];
                /** @description Resolution in minutes; the client sends 15 when the range is under a minute or absent. */
                step?: components["parameters"]["RangeStep"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The summary; `widgets` only when metrics are available. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminInfo"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    getDashboardWidget: {
        parameters: {
            query?: {
                /** @description Start of the time range, unix seconds (up to the last second of the year 9999). */
                start?: components["parameters"]["RangeStart"];
                /** @description End of the time range, unix seconds (up to the last second of the year 9999). */
                end?: components["parameters"]["RangeEnd"];
                /** @description Resolution in minutes; the client sends 15 when the range is under a minute or absent. */
                step?: components["parameters"]["RangeStep"];
            };
            header?: never;
            path: {
                widgetId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The widget with its query results. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Widget"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    getConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A configuration subsystem (`region`, `api`, `identity_openid`, `notify_webhook`…), optionally followed by `:<target>` for one named target of it (`notify_webhook:primary`). */
                configurationId: components["parameters"]["ConfigurationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The values. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Configuration"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    setConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A configuration subsystem (`region`, `api`, `identity_openid`, `notify_webhook`…), optionally followed by `:<target>` for one named target of it (`notify_webhook:primary`). */
                configurationId: components["parameters"]["ConfigurationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetConfigurationRequest"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfigurationSaved"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    resetConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A configuration subsystem (`region`, `api`, `identity_openid`, `notify_webhook`…), optionally followed by `:<target>` for one named target of it (`notify_webhook:primary`). */
                configurationId: components["parameters"]["ConfigurationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reset. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfigurationSaved"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    restartService: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    exportConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configuration text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfigurationExport"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    previewConfigurationImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfigurationImportRequest"];
            };
        };
        responses: {
            /** @description The changes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfigurationImportPreview"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    importConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfigurationImportRequest"];
            };
        };
        responses: {
            /** @description Imported. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfigurationSaved"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    searchAuditLogs: {
        parameters: {
            query: {
                q: "reqinfo";
                /** @description A filter `field:value`, repeated (`fp=bucket:photos&fp=api_name:Put*`, never `fp[]=`); `*` matches any characters, `.` one character, a backslash escapes. */
                fp?: string[];
                pageSize?: number;
                pageNo?: number;
                order?: "timeDesc" | "timeAsc";
                timeStart?: string;
                timeEnd?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditLogSearchResult"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    ingestAuditLog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": string;
            };
        };
        responses: {
            /** @description Every entry of the batch was accepted (stored, or buffered while the store is unavailable). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditIngestResult"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    getAuditLogStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The store's state and the webhook's. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditLogStatus"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    configureAuditWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What was changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditWebhookChange"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    streamServerLog: {
        parameters: {
            query?: {
                /** @description Only this server node's entries (a host:port of the deployment); every node when left out. */
                node?: string;
                /** @description MinIO's own errors, application errors, or both. */
                logType?: "all" | "minio" | "application";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Switching protocols; every server frame is one LiveLogEntry, or a StreamStatus. */
            101: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LiveLogEntry"] | components["schemas"]["StreamStatus"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    streamTrace: {
        parameters: {
            query?: {
                /** @description Comma-separated call kinds (`s3,internal,storage,os` or `all`). */
                calls?: string;
                /** @description Only calls slower than this many milliseconds; 0 for all. */
                threshold?: number;
                onlyErrors?: "yes" | "no";
                statusCode?: number;
                method?: string;
                funcname?: string;
                path?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Switching protocols; every server frame is one TraceMessage, or a StreamStatus. */
            101: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TraceMessage"] | components["schemas"]["StreamStatus"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    streamHeal: {
        parameters: {
            query?: {
                /** @description A plain (not encoded) prefix inside the bucket. */
                prefix?: string;
                recursive?: boolean;
                "force-start"?: boolean;
                "force-stop"?: boolean;
            };
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Switching protocols; every server frame is one HealProgress, or a StreamStatus. */
            101: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealProgress"] | components["schemas"]["StreamStatus"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    streamBucketEvents: {
        parameters: {
            query?: {
                /** @description A plain (not encoded) key prefix filter. */
                prefix?: string;
                suffix?: string;
            };
            header?: never;
            path: {
                /** @description Name of an existing bucket. */
                bucket: components["parameters"]["Bucket"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Switching protocols; every server frame is one WatchEvent, or a StreamStatus. */
            101: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WatchEvent"] | components["schemas"]["StreamStatus"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    streamDiagnostics: {
        parameters: {
            query?: {
                deadline?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Switching protocols; every server frame is one DiagnosticsMessage, or a StreamStatus. */
            101: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiagnosticsMessage"] | components["schemas"]["StreamStatus"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    listNotificationEndpoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The targets (`notification_endpoints` may be null when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationEndpointList"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    listIdpConfigurations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: components["schemas"]["IdpType"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configurations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdpConfigurationList"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    addIdpConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: components["schemas"]["IdpType"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddIdpConfigurationRequest"];
            };
        };
        responses: {
            /** @description Saved. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdpChangeResult"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    getIdpConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: components["schemas"]["IdpType"];
                name: components["schemas"]["IdpConfigName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The configuration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdpConfiguration"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    updateIdpConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: components["schemas"]["IdpType"];
                name: components["schemas"]["IdpConfigName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateIdpConfigurationRequest"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdpChangeResult"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    deleteIdpConfiguration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: components["schemas"]["IdpType"];
                name: components["schemas"]["IdpConfigName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdpChangeResult"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    testIdpConnection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: components["schemas"]["IdpType"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdpConnectionTestRequest"];
            };
        };
        responses: {
            /** @description Reached. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdpConnectionTestResult"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    getLdapEntities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LdapEntitiesRequest"];
            };
        };
        responses: {
            /** @description The mappings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LdapEntities"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    changeLdapPolicies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LdapPolicyChangeRequest"];
            };
        };
        responses: {
            /** @description What changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LdapPolicyChangeResult"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    getKmsStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status (`configured` false when there is no KMS). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KmsStatus"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    getKmsVersion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The version. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KmsVersion"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    listKmsApis: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The APIs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KmsApiList"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    getKmsMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metrics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KmsMetrics"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    listKmsKeys: {
        parameters: {
            query?: {
                /** @description A name pattern (`*` matches any run of characters); all keys when absent. */
                pattern?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The keys. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KmsKeyList"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    createKmsKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateKmsKeyRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    getKmsKeyStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: components["schemas"]["KmsKeyName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key's status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KmsKeyStatus"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    listTiers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tiers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TierList"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    addTier: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddTierRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    removeTier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: components["schemas"]["TierName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    listTierRules: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: components["schemas"]["TierName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TierRuleList"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    updateTierCredentials: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "s3" | "gcs" | "azure" | "minio";
                name: components["schemas"]["TierName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TierCredentialsRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    listTenants: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenants (`tenants` may be null when there are none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantList"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    createTenant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTenantRequest"];
            };
        };
        responses: {
            /** @description Created; the console credentials are shown once. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateTenantResponse"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    getTenant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                namespace: components["parameters"]["Namespace"];
                tenant: components["parameters"]["Tenant"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tenant"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    updateTenantImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                namespace: components["parameters"]["Namespace"];
                tenant: components["parameters"]["Tenant"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTenantRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    deleteTenant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                namespace: components["parameters"]["Namespace"];
                tenant: components["parameters"]["Tenant"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    getTenantYaml: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                namespace: components["parameters"]["Namespace"];
                tenant: components["parameters"]["Tenant"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The YAML. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantYaml"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    updateTenantYaml: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                namespace: components["parameters"]["Namespace"];
                tenant: components["parameters"]["Tenant"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TenantYaml"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    addTenantPool: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                namespace: components["parameters"]["Namespace"];
                tenant: components["parameters"]["Tenant"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Pool"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    decommissionTenantPool: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                namespace: components["parameters"]["Namespace"];
                tenant: components["parameters"]["Tenant"];
                pool: components["schemas"]["KubernetesName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    listTenantPods: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                namespace: components["parameters"]["Namespace"];
                tenant: components["parameters"]["Tenant"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pods. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PodList"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    getTenantPodLog: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                namespace: components["parameters"]["Namespace"];
                tenant: components["parameters"]["Tenant"];
                pod: components["parameters"]["Pod"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The log text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    deleteTenantPod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                namespace: components["parameters"]["Namespace"];
                tenant: components["parameters"]["Tenant"];
                pod: components["parameters"]["Pod"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    listTenantPodEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                namespace: components["parameters"]["Namespace"];
                tenant: components["parameters"]["Tenant"];
                pod: components["parameters"]["Pod"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventList"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    listTenantPvcs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                namespace: components["parameters"]["Namespace"];
                tenant: components["parameters"]["Tenant"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The claims. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PvcList"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    getTenantSecurity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                namespace: components["parameters"]["Namespace"];
                tenant: components["parameters"]["Tenant"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The certificates. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantSecurity"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    updateTenantSecurity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                namespace: components["parameters"]["Namespace"];
                tenant: components["parameters"]["Tenant"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTenantSecurityRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    proxyTenantConsole: {
        parameters: {
            query?: {
                /** @description `y` renders the console for embedding (no own sidebar). */
                cp?: "y";
            };
            header?: never;
            path: {
                namespace: components["parameters"]["Namespace"];
                tenant: components["parameters"]["Tenant"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenant console's page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    proxyTenantMetrics: {
        parameters: {
            query?: {
                cp?: "y";
            };
            header?: never;
            path: {
                namespace: components["parameters"]["Namespace"];
                tenant: components["parameters"]["Tenant"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metrics page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    listNamespaceTenants: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                namespace: components["parameters"]["Namespace"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tenants. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TenantList"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    createNamespace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateNamespaceRequest"];
            };
        };
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
    getResourceQuota: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                namespace: components["parameters"]["Namespace"];
                /** @description The wizard asks for `{namespace}-storagequota`. */
                resourceQuota: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quota. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResourceQuota"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    getMaxAllocatableMemory: {
        parameters: {
            query: {
                num_nodes: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The memory. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaxAllocatableMemory"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    getParityChoices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                nodes: number;
                drivesPerServer: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The choices, e.g. `EC:2`, `EC:4`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParityChoices"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    listNodeLabels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Each label key with the values seen. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NodeLabels"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    listClusterPvcs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The claims. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PvcList"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    listDrives: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The drives, sorted by drive name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DriveList"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    formatDrives: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FormatDrivesRequest"];
            };
        };
        responses: {
            /** @description Done; drives that could not be formatted are listed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FormatDrivesResponse"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    getSubscriptionInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionInfo"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    refreshSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The refreshed subscription. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionInfo"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    validateSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ValidateSubscriptionRequest"];
            };
        };
        responses: {
            /** @description The subscription the key or account gives. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionInfo"];
                };
            };
            default: components["responses"]["ApiError"];
        };
    };
    activateTenantSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                namespace: components["parameters"]["Namespace"];
                tenant: components["parameters"]["Tenant"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: components["responses"]["NoContent"];
            default: components["responses"]["ApiError"];
        };
    };
}
