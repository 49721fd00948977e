def prompt(folder):
    return f"Please select a file from {folder}"
