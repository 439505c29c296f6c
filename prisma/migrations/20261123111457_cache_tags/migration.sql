-- CreateTable
CREATE TABLE "cache_tags" (
    "tag" TEXT NOT NULL,
    "invalidatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "cache_tags_pkey" PRIMARY KEY ("tag")
);
