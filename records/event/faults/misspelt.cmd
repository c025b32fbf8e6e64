talat event misspelt.yaml
