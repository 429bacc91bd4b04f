CREATE TABLE "sign_in_known_addresses" (
	"email" text NOT NULL,
	"address" text NOT NULL,
	"last_success_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_known_addresses_pk" PRIMARY KEY("email","address")
);
--> statement-breakpoint
ALTER TABLE "sign_in_attempts" ADD COLUMN "known" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "sign_in_known_addresses_last_success_idx" ON "sign_in_known_addresses" USING btree ("last_success_at");