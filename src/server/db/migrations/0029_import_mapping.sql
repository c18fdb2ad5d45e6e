CREATE TABLE "import_mapping" (
	"agent_id" integer NOT NULL,
	"resource" text NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"update_time" bigint DEFAULT (extract(epoch from now()))::bigint NOT NULL,
	CONSTRAINT "import_mapping_agent_id_resource_pk" PRIMARY KEY("agent_id","resource")
);
