talat event unknown_key.yaml
