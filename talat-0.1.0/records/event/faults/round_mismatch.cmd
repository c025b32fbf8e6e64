talat event round_mismatch.yaml
