talat event missing.yaml
